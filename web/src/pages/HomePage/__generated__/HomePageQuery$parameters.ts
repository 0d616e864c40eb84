/**
 * @generated SignedSource<<a433cddc1125e739655742430db00d95>>
 * @relayHash abade4a6169cc78209dd3a1c301a4e12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a329cab03a3b2e03d779abb7116241b196d265b3870df83e720294c65c0d310

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a329cab03a3b2e03d779abb7116241b196d265b3870df83e720294c65c0d310",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
