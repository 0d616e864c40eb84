/**
 * @generated SignedSource<<e3a051a682f075f45d2ad732d679ac27>>
 * @relayHash 4d05b7c137ededb7a0c0528cf5e3025f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97c67acfd84b413fc8f79fffc607c6a4539188088ce52a913c7d727859a7ff6d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "97c67acfd84b413fc8f79fffc607c6a4539188088ce52a913c7d727859a7ff6d",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
