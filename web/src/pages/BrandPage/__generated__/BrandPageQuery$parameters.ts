/**
 * @generated SignedSource<<85b25019f64ceecfd1950426896b7d6a>>
 * @relayHash b29fedb83abb8a5cb5591746d3be7413
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06e8ec494d53b4303e18826b84a46449e65e449357a0604294705de97bf4cdc0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BrandPageQuery } from './BrandPageQuery.graphql';

const node: PreloadableConcreteRequest<BrandPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "06e8ec494d53b4303e18826b84a46449e65e449357a0604294705de97bf4cdc0",
    "metadata": {},
    "name": "BrandPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
