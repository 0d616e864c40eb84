/**
 * @generated SignedSource<<e0fc457d252835930b3ad6049a77e04e>>
 * @relayHash 056bcdb6877941d6d1d9e15c10d324cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f41bd35427e666933a2a3cd75876f525f020af2a1efbdaf977e2bc9cd1b8cb4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2f41bd35427e666933a2a3cd75876f525f020af2a1efbdaf977e2bc9cd1b8cb4",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
