/**
 * @generated SignedSource<<30ee6b0cf114db836716432b6878e145>>
 * @relayHash c35a77e81199496e039953fae286c4c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3d2465f0e2bfb8079448dd232e71ecd34ad86f6c0ac0e348f24c63127f6bff1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyOrdersPaneQuery } from './MyOrdersPaneQuery.graphql';

const node: PreloadableConcreteRequest<MyOrdersPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3d2465f0e2bfb8079448dd232e71ecd34ad86f6c0ac0e348f24c63127f6bff1",
    "metadata": {},
    "name": "MyOrdersPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
