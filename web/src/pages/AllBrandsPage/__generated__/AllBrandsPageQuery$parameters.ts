/**
 * @generated SignedSource<<e86177c5e0b101a546fcbe26c814c7aa>>
 * @relayHash 9882470ad4273dbeb9b35027f3a306a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbd33b70149a7342818538c128e5ffd2125b9b311ee322257300089e5979118a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AllBrandsPageQuery } from './AllBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dbd33b70149a7342818538c128e5ffd2125b9b311ee322257300089e5979118a",
    "metadata": {},
    "name": "AllBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
