/**
 * @generated SignedSource<<a7511ffc5eed67f1c9cdd69b94b47a70>>
 * @relayHash 25cd92b87b01c19aa51ec33fe222b89c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6899ddd345f212cd6cb94a9ef938dec313c7e647f7921ee761c8a233984e43bc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FeaturedBrandsPageQuery } from './FeaturedBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<FeaturedBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6899ddd345f212cd6cb94a9ef938dec313c7e647f7921ee761c8a233984e43bc",
    "metadata": {},
    "name": "FeaturedBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
