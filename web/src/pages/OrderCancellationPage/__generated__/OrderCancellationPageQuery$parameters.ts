/**
 * @generated SignedSource<<d8c292233d9ff5eedb9e4433a5d21b15>>
 * @relayHash e50a3a5011451d58c4f99235eeafcae9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9f8779bdd4b684434cf42b401ced1bb1464c83d99fb98988d85478ee1dd97eb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9f8779bdd4b684434cf42b401ced1bb1464c83d99fb98988d85478ee1dd97eb",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
