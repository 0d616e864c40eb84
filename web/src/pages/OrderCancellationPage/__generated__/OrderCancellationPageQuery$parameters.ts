/**
 * @generated SignedSource<<4bcecfbb56d16bce1106e84e11eeb701>>
 * @relayHash 5270b83a6a02ef117d763c85dfceb191
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae9e3b9c8b44192c673aac3bb73444c6940e08f51157f68736457a706e644aa8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ae9e3b9c8b44192c673aac3bb73444c6940e08f51157f68736457a706e644aa8",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
