/**
 * @generated SignedSource<<d30c50423b5f339a5d0194d3ded2e755>>
 * @relayHash 043e06c938f01b0d5bdfde2db9d3b63b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02f9f656fd9b50abab3d6431910b8f5d3c3304d06625a3765f58a9c3f16a7459

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopStoresPageQuery } from './TopStoresPageQuery.graphql';

const node: PreloadableConcreteRequest<TopStoresPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "02f9f656fd9b50abab3d6431910b8f5d3c3304d06625a3765f58a9c3f16a7459",
    "metadata": {},
    "name": "TopStoresPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
