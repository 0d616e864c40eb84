/**
 * @generated SignedSource<<bb395d528f349198dfd27f9acdad3c1e>>
 * @relayHash ca87562741c9eb4b24272f9d720dd126
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26835e0381715a0f60de8aa747e7cae771eee50982739aa079c169fd43165152

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26835e0381715a0f60de8aa747e7cae771eee50982739aa079c169fd43165152",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
