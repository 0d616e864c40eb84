/**
 * @generated SignedSource<<91e16373465f7865094997a97346f01a>>
 * @relayHash 8dd05266d7ebd4d3874d09e3375417c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cd524c51272a334952510f0fbfd8f887b4c01e5432b2162ea0304e319275340

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3cd524c51272a334952510f0fbfd8f887b4c01e5432b2162ea0304e319275340",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
