/**
 * @generated SignedSource<<a9c78237096a89d376fa91d2477f0b43>>
 * @relayHash f04c18b8a98987bbefa4bad3d2457a73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 953366b7f886a2a831652e786de6c2f1c3469a87e63cccf5fbaacfea027108ff

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LimitedTimeDealsPageQuery } from './LimitedTimeDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<LimitedTimeDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "953366b7f886a2a831652e786de6c2f1c3469a87e63cccf5fbaacfea027108ff",
    "metadata": {},
    "name": "LimitedTimeDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
