/**
 * @generated SignedSource<<3ae2c9486f72fcd9d8156e425e4bd68e>>
 * @relayHash aab19900956f4769c861cdcdc7d516b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9b5c5a7112e47f410fdb76b46b7b3cb3b73240734332eb937493efe15688e37

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c9b5c5a7112e47f410fdb76b46b7b3cb3b73240734332eb937493efe15688e37",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
