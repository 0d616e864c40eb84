/**
 * @generated SignedSource<<671574e7f6730119af47a6a8baee3edd>>
 * @relayHash 447eff54d3f20a289d2d9034841fe82c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a81099928ff9de78d686a45bd8f55ec24c7fc67d761be438e97eb3edfd8e7e4b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a81099928ff9de78d686a45bd8f55ec24c7fc67d761be438e97eb3edfd8e7e4b",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
