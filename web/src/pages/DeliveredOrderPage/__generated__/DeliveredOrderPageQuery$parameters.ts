/**
 * @generated SignedSource<<d1c91da05537a219bd5736686f5189d7>>
 * @relayHash 912dba48d872c281a0287c0ec49962d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94f13207f91028fa606223b1f7e9d71c5baca86da97907725cffcf917f01df8b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "94f13207f91028fa606223b1f7e9d71c5baca86da97907725cffcf917f01df8b",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
