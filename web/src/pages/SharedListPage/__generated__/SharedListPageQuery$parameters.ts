/**
 * @generated SignedSource<<7d272eeab92a4f7e1bb7e258b6f5d853>>
 * @relayHash ad08f3c7a140dc80d28d58ebbd8fcd28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5db7b7040337821fd687b17cce9a8b6f94ec1264b7cce1df5766610b34e0190e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SharedListPageQuery } from './SharedListPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5db7b7040337821fd687b17cce9a8b6f94ec1264b7cce1df5766610b34e0190e",
    "metadata": {},
    "name": "SharedListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
