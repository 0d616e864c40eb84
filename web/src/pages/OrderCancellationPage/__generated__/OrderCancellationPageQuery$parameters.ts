/**
 * @generated SignedSource<<15397b404fa8ea5043e857a506a9ed74>>
 * @relayHash 5c7899a11dc684cfcc84e61d00c0be48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e23892c25b247625f6046ca52e1fa9bf48a94b5d1767d302696194bad4758b52

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e23892c25b247625f6046ca52e1fa9bf48a94b5d1767d302696194bad4758b52",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
