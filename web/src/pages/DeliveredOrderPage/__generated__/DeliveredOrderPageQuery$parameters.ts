/**
 * @generated SignedSource<<f6282b66f6dacf9ffdcd32d664abe4f0>>
 * @relayHash a96987312b6f4c2c5dcd5d7f03af7f6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39af27b8e1bc2cf76d845e910ef78759cfef22a77b8d11463b165c8b5221e55e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "39af27b8e1bc2cf76d845e910ef78759cfef22a77b8d11463b165c8b5221e55e",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
