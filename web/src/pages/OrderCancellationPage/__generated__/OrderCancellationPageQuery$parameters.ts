/**
 * @generated SignedSource<<6efc3361eedf482467ebfdfc4dc97882>>
 * @relayHash 31ed77a3b04788aee131913e99a92a00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2542d45290d741be1e72303f45ca1392ae806be35376e6f2075805b59f52a9e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a2542d45290d741be1e72303f45ca1392ae806be35376e6f2075805b59f52a9e",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
