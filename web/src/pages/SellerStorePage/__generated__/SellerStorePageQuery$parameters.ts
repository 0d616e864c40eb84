/**
 * @generated SignedSource<<ee24f62fc6b1d862052a3e8653f6c592>>
 * @relayHash 33bc5df1f3a48690c39f6a0613113487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4de4368906770ad250fbf82b1c2fee066997e005980d99181d53f1a60689e7dd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SellerStorePageQuery } from './SellerStorePageQuery.graphql';

const node: PreloadableConcreteRequest<SellerStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4de4368906770ad250fbf82b1c2fee066997e005980d99181d53f1a60689e7dd",
    "metadata": {},
    "name": "SellerStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
