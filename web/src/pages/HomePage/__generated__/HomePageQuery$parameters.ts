/**
 * @generated SignedSource<<1e853ce33b997fcd81e8d8b7664ae8b0>>
 * @relayHash e2af3d4da744063b253bfe58629c8cd4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50d8e951cb60d4dc8c0ddfdaef340915f5994a317c6dcad60b995c0c36bc0dc0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "50d8e951cb60d4dc8c0ddfdaef340915f5994a317c6dcad60b995c0c36bc0dc0",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
