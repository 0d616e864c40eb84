/**
 * @generated SignedSource<<ef0f237d220aa61c7b63e27d11ad94c7>>
 * @relayHash 578954703b0fb07ded922393a66a4729
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 845dd6354aceb7f6f08de9356204128c6d6dd9b9cd9646439675db0825cf1693

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "845dd6354aceb7f6f08de9356204128c6d6dd9b9cd9646439675db0825cf1693",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
