/**
 * @generated SignedSource<<1dd472e39355ba78b02dd9b21907b568>>
 * @relayHash 2202d42169cdb326d58ddb8f4e39528f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da66c6931fefc95f3a50aea8ae8c0522b5aacc53b6b9fd11e7f0dec9f39ef498

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopStoresPageQuery } from './TopStoresPageQuery.graphql';

const node: PreloadableConcreteRequest<TopStoresPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "da66c6931fefc95f3a50aea8ae8c0522b5aacc53b6b9fd11e7f0dec9f39ef498",
    "metadata": {},
    "name": "TopStoresPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
