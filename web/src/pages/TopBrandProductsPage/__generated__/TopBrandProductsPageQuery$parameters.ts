/**
 * @generated SignedSource<<86425360e827cd42fbd2081fce3b011c>>
 * @relayHash 8c996088d66ddd5681ab44268d921168
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9551a9754f89520e4da01882daa325319ac975ceb577fbcb5f4dd83153c993e0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9551a9754f89520e4da01882daa325319ac975ceb577fbcb5f4dd83153c993e0",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
