/**
 * @generated SignedSource<<485eaabc670a957513a7ea7721018f36>>
 * @relayHash c558678e1787a2070d59682e7b30f4c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f35d5eaee8d75c9cff4191f5eb4772ab4059ff4da47fcc0bdb59dc5843ea055

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopDealsPageQuery } from './TopDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f35d5eaee8d75c9cff4191f5eb4772ab4059ff4da47fcc0bdb59dc5843ea055",
    "metadata": {},
    "name": "TopDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
