/**
 * @generated SignedSource<<dbf600eb82600b1a42c11c0e04a85c19>>
 * @relayHash 79d2eb7b3a80fcba994d93e520164ff3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ffa9b6688790035da81021e3debf7bfb86afac662f3e0607f60d1c94bc1ecd6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ffa9b6688790035da81021e3debf7bfb86afac662f3e0607f60d1c94bc1ecd6",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
