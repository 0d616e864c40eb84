/**
 * @generated SignedSource<<efb55057b22fc17ea38374855312ff2c>>
 * @relayHash 4a5763cf2bc4cf838e99f26dae8882dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6db4e3ba700983758e7522d8cb6dbb2981e6eb06c2ea1abd46f2f817035dc885

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6db4e3ba700983758e7522d8cb6dbb2981e6eb06c2ea1abd46f2f817035dc885",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
