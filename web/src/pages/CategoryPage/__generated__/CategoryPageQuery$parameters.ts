/**
 * @generated SignedSource<<96cce98be9696fd8659c43793fafb9b7>>
 * @relayHash bd1936a86c5467c928d4d991b053eb23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b1be484906f4e06aba6c289f3fa2455ae23c4d2d164fdfd353ae1f01793e8b9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4b1be484906f4e06aba6c289f3fa2455ae23c4d2d164fdfd353ae1f01793e8b9",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
