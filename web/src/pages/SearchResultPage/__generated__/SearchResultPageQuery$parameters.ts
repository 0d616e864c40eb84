/**
 * @generated SignedSource<<f6ebc08b0eea77364ee622416bc60c91>>
 * @relayHash b335e6e6f1f97dab3ac2b2ea4d82b4be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84533174161147e6baf07382536b8903dec34e277679cd1730ccb4421e8e6e46

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SearchResultPageQuery } from './SearchResultPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84533174161147e6baf07382536b8903dec34e277679cd1730ccb4421e8e6e46",
    "metadata": {},
    "name": "SearchResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
