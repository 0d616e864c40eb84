/**
 * @generated SignedSource<<ba595325c6913ba15a47a7f5e8a74546>>
 * @relayHash 41cf5dd20567c815ca4f1ec312a39221
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0adc422e6e263920a27f1ef871c8776f72167b26becc395b56570ab6c2dfe7a8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0adc422e6e263920a27f1ef871c8776f72167b26becc395b56570ab6c2dfe7a8",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
