/**
 * @generated SignedSource<<95b16b80865172e3bb39f3e8a27965ab>>
 * @relayHash bed9612f8a4dc29d2108241516721ef9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79e1cde3f76e9a42fcf40eda3e249ee15d07f5742d0da05188c38b640872fcde

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecentlyViewedPageQuery } from './RecentlyViewedPageQuery.graphql';

const node: PreloadableConcreteRequest<RecentlyViewedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "79e1cde3f76e9a42fcf40eda3e249ee15d07f5742d0da05188c38b640872fcde",
    "metadata": {},
    "name": "RecentlyViewedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
