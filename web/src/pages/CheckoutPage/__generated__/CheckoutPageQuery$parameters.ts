/**
 * @generated SignedSource<<fd35382f3dd2f964a8dacfbe3639b516>>
 * @relayHash b49c27e7049a40840f416bfedb2831ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0ab0b7f13b06ebda7d348c76e5fb2a3d762b1d4a378520be4cd11579cebdc8b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d0ab0b7f13b06ebda7d348c76e5fb2a3d762b1d4a378520be4cd11579cebdc8b",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
