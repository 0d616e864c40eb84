/**
 * @generated SignedSource<<f315551e6f079560167fb7756642f68a>>
 * @relayHash 9f3d496407faaad5e9b5d4fd4db2a5ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47944f0c8be3597d5992c73c1e030e990d9d5def63b32eb679a0bfc632749a67

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LimitedTimeDealsPageQuery } from './LimitedTimeDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<LimitedTimeDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47944f0c8be3597d5992c73c1e030e990d9d5def63b32eb679a0bfc632749a67",
    "metadata": {},
    "name": "LimitedTimeDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
