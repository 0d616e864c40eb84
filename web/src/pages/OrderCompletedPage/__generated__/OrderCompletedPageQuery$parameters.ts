/**
 * @generated SignedSource<<34f00674d4708c4ea522ea3798ee1f42>>
 * @relayHash b646a36d8745b2d444f20b6376a2856d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6eeea51f39597ec9f18610bd14d6f2ae581daf9c347cbf4988afd5081c5e7ca

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b6eeea51f39597ec9f18610bd14d6f2ae581daf9c347cbf4988afd5081c5e7ca",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
