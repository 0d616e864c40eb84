/**
 * @generated SignedSource<<01ab5839b095fe89996ba23d85692cc0>>
 * @relayHash f4e803af9c6416f0b463c55876d2f3af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 142e363e66fd21d7ea81ccd9b3f362f0eb67448e062bf56aee3f252a7e09e889

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "142e363e66fd21d7ea81ccd9b3f362f0eb67448e062bf56aee3f252a7e09e889",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
