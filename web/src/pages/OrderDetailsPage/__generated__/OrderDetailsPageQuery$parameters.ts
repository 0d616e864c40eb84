/**
 * @generated SignedSource<<07205526844dfb0618cb161bc2f129f8>>
 * @relayHash 5d738c96cae483084f72d0f28ea30e2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3086fb6f9aaa94753aed61c7145601beca3324bff6cef4fe9119349eb1b4fdc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3086fb6f9aaa94753aed61c7145601beca3324bff6cef4fe9119349eb1b4fdc",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
