/**
 * @generated SignedSource<<7f4ce74f2e0889b68a146434a1e4a260>>
 * @relayHash 83f12d336b3e61f1e6ea73816da77f14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4506d56e4b1372d20ef998c20e9c48aca7e515e72b997dba0e0f5fb321f906d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4506d56e4b1372d20ef998c20e9c48aca7e515e72b997dba0e0f5fb321f906d",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
