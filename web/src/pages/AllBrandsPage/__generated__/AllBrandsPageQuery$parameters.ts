/**
 * @generated SignedSource<<1025fe9d65dbebb5e45d5a736f37f4ab>>
 * @relayHash 4c564b5ad225714d21f629a4b0d94418
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57cd69150fe52c8e77d84266cd4e10f03cf56ac5d2e6a196b7ce55e014df3d1d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AllBrandsPageQuery } from './AllBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57cd69150fe52c8e77d84266cd4e10f03cf56ac5d2e6a196b7ce55e014df3d1d",
    "metadata": {},
    "name": "AllBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
