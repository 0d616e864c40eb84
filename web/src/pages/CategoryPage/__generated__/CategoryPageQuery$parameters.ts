/**
 * @generated SignedSource<<a7f2dfea85310f36fce32abd0c4dc4c0>>
 * @relayHash 6f5b4c03e31d3733b552f56cc3a35b0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95ce865b8ff924b16514069101668a486fd57e98d4357f63410cf248b6081e25

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "95ce865b8ff924b16514069101668a486fd57e98d4357f63410cf248b6081e25",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
