/**
 * @generated SignedSource<<48c7c64d0faf02d42ab93c55d9d8f613>>
 * @relayHash e39ad9abda49539ba174c7e7592b62f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70df85fa80cf16af0326f99c26d786a8e8df9379591993eac08d0511417a5a58

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AllBrandsPageQuery } from './AllBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70df85fa80cf16af0326f99c26d786a8e8df9379591993eac08d0511417a5a58",
    "metadata": {},
    "name": "AllBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
