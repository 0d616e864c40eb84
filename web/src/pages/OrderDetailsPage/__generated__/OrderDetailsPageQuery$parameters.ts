/**
 * @generated SignedSource<<c29faa3b0bd570b1efd1570a51d97685>>
 * @relayHash 719215ede0e05253993c1adac0636e94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5901e4c45891b43312a277193433f1f8825cbc84cb1c991b39839d6dbc4f98c0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5901e4c45891b43312a277193433f1f8825cbc84cb1c991b39839d6dbc4f98c0",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
