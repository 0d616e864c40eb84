/**
 * @generated SignedSource<<edacb78857cac4ca6fb3c02c15fe26ce>>
 * @relayHash 3ec95a9f90b62c0f6f34e3e20ffe294a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a4ac55e0233c813f00a612884e3553f1871b1f6ee81672f976b9f0285469208

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a4ac55e0233c813f00a612884e3553f1871b1f6ee81672f976b9f0285469208",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
