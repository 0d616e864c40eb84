/**
 * @generated SignedSource<<20dd241000503b44689636e2ede1046d>>
 * @relayHash de950eb463c9996ba1967d5d78a7cb4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6440b665defbc5dab6268d70a21aa1290180b51ba8be2a58c040ee5e3cbc3423

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6440b665defbc5dab6268d70a21aa1290180b51ba8be2a58c040ee5e3cbc3423",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
