/**
 * @generated SignedSource<<faa0fbbf104de836d44f10f0cf08a388>>
 * @relayHash bd64e0555c439410d15dbec02a093aea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41144cf8c17c5f360a3e10af558ea11a8c7ca5330d6654a2a02252983dde1bc6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "41144cf8c17c5f360a3e10af558ea11a8c7ca5330d6654a2a02252983dde1bc6",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
