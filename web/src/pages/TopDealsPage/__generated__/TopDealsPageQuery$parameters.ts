/**
 * @generated SignedSource<<ed4061b456217e372d5a7e80c3ba5826>>
 * @relayHash 2332d6220db0550b29e7ee17230fe230
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e22ff3cda2f6032643926b6da6adb8af763faf1b0c8d6c8584d58dbb7ba9ccc5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopDealsPageQuery } from './TopDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e22ff3cda2f6032643926b6da6adb8af763faf1b0c8d6c8584d58dbb7ba9ccc5",
    "metadata": {},
    "name": "TopDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
