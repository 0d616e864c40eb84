/**
 * @generated SignedSource<<367536f5e67a2559316d25c974b866e9>>
 * @relayHash 7d27068ce34d93b8f1a46942b59ae3a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f13e12333e00d1344fb20c96efd89b7e95b32d0cef95b777819f79b28df3616

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopStoresPageQuery } from './TopStoresPageQuery.graphql';

const node: PreloadableConcreteRequest<TopStoresPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f13e12333e00d1344fb20c96efd89b7e95b32d0cef95b777819f79b28df3616",
    "metadata": {},
    "name": "TopStoresPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
