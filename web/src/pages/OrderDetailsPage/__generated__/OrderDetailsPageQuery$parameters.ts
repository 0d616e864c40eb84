/**
 * @generated SignedSource<<8c52cc5462495a894729759f5816006e>>
 * @relayHash 74a6a24bded038c59dc182ed1280b9d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a4e4fb711ca6dd1ca54fd1c485d40d517a79f0a0003616155ea08de658d3d0f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9a4e4fb711ca6dd1ca54fd1c485d40d517a79f0a0003616155ea08de658d3d0f",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
