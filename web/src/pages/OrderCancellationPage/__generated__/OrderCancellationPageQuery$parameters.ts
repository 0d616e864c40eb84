/**
 * @generated SignedSource<<9282fdfe863e0ecb3881943e3c8696d0>>
 * @relayHash 219646a9ed41b6bc01ab925710d2f5ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a64e66086a2e06311213ba943bf2f1a0502fbdcc65987ce03b750a35d6f09da3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a64e66086a2e06311213ba943bf2f1a0502fbdcc65987ce03b750a35d6f09da3",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
