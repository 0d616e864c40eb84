/**
 * @generated SignedSource<<e68f4668ed7a10ebdffecee0289c8780>>
 * @relayHash 92907cf0b4f3ca0ef924ae58ddc9483c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bc584c0ee75f7ff9649423a0b6be922d658301c151e34168983ca911c0648dd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SearchResultPageQuery } from './SearchResultPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6bc584c0ee75f7ff9649423a0b6be922d658301c151e34168983ca911c0648dd",
    "metadata": {},
    "name": "SearchResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
