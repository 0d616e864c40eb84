/**
 * @generated SignedSource<<8d34df6b238c40243227d7717fe1d621>>
 * @relayHash b8bff3f8540b2a3080a8a2c8f6d3ffb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a769a800efefc8c058c20e768b90a115306016d4efff5b6a37bbd2f1f7721739

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a769a800efefc8c058c20e768b90a115306016d4efff5b6a37bbd2f1f7721739",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
