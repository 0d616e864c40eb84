/**
 * @generated SignedSource<<b1961f9b62bbac93d3c47e94493920fc>>
 * @relayHash 8c3c4cf031696d21e3f430476bb570a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a086f61d95eb7461e68bc0dc7d55c51f44ed005f7ea025c9149c50d9dd5befa8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AllBrandsPageQuery } from './AllBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<AllBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a086f61d95eb7461e68bc0dc7d55c51f44ed005f7ea025c9149c50d9dd5befa8",
    "metadata": {},
    "name": "AllBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
