/**
 * @generated SignedSource<<b6be993f85125586fa068675f8eb68c6>>
 * @relayHash 98bfa447efd275fe2d6a2c0f3124d3e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f82582b7b9592f7518cf35b42e9a8401f3fe0991e8bd20d750d9261f46c975ba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f82582b7b9592f7518cf35b42e9a8401f3fe0991e8bd20d750d9261f46c975ba",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
