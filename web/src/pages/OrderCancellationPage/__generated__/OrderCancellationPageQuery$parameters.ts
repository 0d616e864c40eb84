/**
 * @generated SignedSource<<6eb81c53054001f434e850f491ea19eb>>
 * @relayHash a701baa0734277c11f3bf1f47976862c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 690e8cd8bd44036b8a240ed37b2c241f4fb25225c9157dfee3678ce055dead57

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "690e8cd8bd44036b8a240ed37b2c241f4fb25225c9157dfee3678ce055dead57",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
