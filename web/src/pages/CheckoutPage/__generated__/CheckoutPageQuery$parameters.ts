/**
 * @generated SignedSource<<5bcf69c4840d778f15ea1b94f1e8123e>>
 * @relayHash b420fccaa88b886e52f73647d359ff20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f4a0fe6aa9008a28dd912490144fe83c73305606b2fa8927666dce88aa4cd0d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2f4a0fe6aa9008a28dd912490144fe83c73305606b2fa8927666dce88aa4cd0d",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
