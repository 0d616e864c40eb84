/**
 * @generated SignedSource<<487c3642e7e3203cc8eacfab1b137118>>
 * @relayHash 4e69fd055fb0a267c68ac983439b588a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31f5c5192a0293eff769dda42e414e641c32026e4f1bdc8f13f93e5766b514ad

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RecentlyViewedPageQuery } from './RecentlyViewedPageQuery.graphql';

const node: PreloadableConcreteRequest<RecentlyViewedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31f5c5192a0293eff769dda42e414e641c32026e4f1bdc8f13f93e5766b514ad",
    "metadata": {},
    "name": "RecentlyViewedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
