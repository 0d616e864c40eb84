/**
 * @generated SignedSource<<c1183903c22fff7cf39873d80320e1ec>>
 * @relayHash 6f47f13eb5620403ccde406fa52f3488
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e28ceee01ad12c7c9072ab1d1e69260906000a7f5cf8d56be316504974b09c6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e28ceee01ad12c7c9072ab1d1e69260906000a7f5cf8d56be316504974b09c6",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
