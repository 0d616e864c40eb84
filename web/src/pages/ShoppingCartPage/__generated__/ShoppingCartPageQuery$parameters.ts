/**
 * @generated SignedSource<<a2f297a8fe54db500a5ad797076e2870>>
 * @relayHash 5ded3c4ba9d496697f8bd2ceb0e57305
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ce44f5b41b3feecb503ef66c4ca2e79d91c1a0be18413e781bfca53a9894067

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ce44f5b41b3feecb503ef66c4ca2e79d91c1a0be18413e781bfca53a9894067",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
