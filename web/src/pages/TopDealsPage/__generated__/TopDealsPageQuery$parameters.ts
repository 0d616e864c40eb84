/**
 * @generated SignedSource<<72254266e5c1b8fb54dc368360a3640d>>
 * @relayHash 438aca6fb89846aaf646f97db8f8bd37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a64719059bd0b2bf915a8ff74a819c5758337b7c7d9dd30ef744f7eb04045971

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopDealsPageQuery } from './TopDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a64719059bd0b2bf915a8ff74a819c5758337b7c7d9dd30ef744f7eb04045971",
    "metadata": {},
    "name": "TopDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
