/**
 * @generated SignedSource<<c66082104e9d8d8b5d50db43fc20ef53>>
 * @relayHash 465cd4594c456418a0a7fcac11453078
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc0fb24b3cd37158ec51d83fe639729ec3e923ed4e79392077a6ff7e93b89825

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SearchResultPageQuery } from './SearchResultPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc0fb24b3cd37158ec51d83fe639729ec3e923ed4e79392077a6ff7e93b89825",
    "metadata": {},
    "name": "SearchResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
