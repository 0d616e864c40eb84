/**
 * @generated SignedSource<<13941c96bcbe4d4d4d9ce7efec85531e>>
 * @relayHash bf6587319b6637511e6405786f44d5f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db9660dd513864298d5f389e35236300c0c8e8869904f2f21e5c99da1f4bb5ec

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db9660dd513864298d5f389e35236300c0c8e8869904f2f21e5c99da1f4bb5ec",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
