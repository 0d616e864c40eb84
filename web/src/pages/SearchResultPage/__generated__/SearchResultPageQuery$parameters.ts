/**
 * @generated SignedSource<<b333fbaa170f464d84d765e81ad631a2>>
 * @relayHash c39b98099d65287489ef2cd808032074
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 157cda95ac51e467587df1898d24674e43819e4265431c19101cecde2d1d34bf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SearchResultPageQuery } from './SearchResultPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "157cda95ac51e467587df1898d24674e43819e4265431c19101cecde2d1d34bf",
    "metadata": {},
    "name": "SearchResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
