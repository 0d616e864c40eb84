/**
 * @generated SignedSource<<538edca6ce3e7566408b021ae30b57a3>>
 * @relayHash c8d73c772f0d1c8b03c87d234215ad31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 090f1b76ffe50ce127ed19b0f8d7f49055d1ec090de7c20f6fa8c7a7e260706d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "090f1b76ffe50ce127ed19b0f8d7f49055d1ec090de7c20f6fa8c7a7e260706d",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
