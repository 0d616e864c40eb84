/**
 * @generated SignedSource<<1b87278929327d8e4f64b2d08938e347>>
 * @relayHash b089d353299f6924700e653461829b38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9402ea68795511176ff4cefb71c949b31301c57cd0b1f1efdc88ae52b22b5a02

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecentlyViewedPageQuery } from './RecentlyViewedPageQuery.graphql';

const node: PreloadableConcreteRequest<RecentlyViewedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9402ea68795511176ff4cefb71c949b31301c57cd0b1f1efdc88ae52b22b5a02",
    "metadata": {},
    "name": "RecentlyViewedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
