/**
 * @generated SignedSource<<d51526a03000336e28d1ca086ac9ad32>>
 * @relayHash fa35838d534c3ca11852f0fee76de6b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 159e745bb43daaa6327f8752efeecd5da3fd4fbc2b7d76d7278c6a99b05c1d93

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "159e745bb43daaa6327f8752efeecd5da3fd4fbc2b7d76d7278c6a99b05c1d93",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
