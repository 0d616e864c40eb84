/**
 * @generated SignedSource<<4948341e2b6dfe6dfefc16a333393dee>>
 * @relayHash 638e790d9282c89f2ffc7f581bdf8333
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b97b6c6c6819b7ae19d6c871ab8d04647ba123058abc5d2b083de82992d13bd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7b97b6c6c6819b7ae19d6c871ab8d04647ba123058abc5d2b083de82992d13bd",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
