/**
 * @generated SignedSource<<424035725f59e69af6fb867e0e03b4b0>>
 * @relayHash df1db5cff0283219574673a4285bbdd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e842e523081109effe490097258b34d53f551e5c6522db5790dfe2878e126d2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecentlyViewedPageQuery } from './RecentlyViewedPageQuery.graphql';

const node: PreloadableConcreteRequest<RecentlyViewedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e842e523081109effe490097258b34d53f551e5c6522db5790dfe2878e126d2",
    "metadata": {},
    "name": "RecentlyViewedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
