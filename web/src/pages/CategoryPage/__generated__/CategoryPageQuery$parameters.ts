/**
 * @generated SignedSource<<1ef7b7be297966a5546b9786b67dc2b8>>
 * @relayHash dc43b1d743ed623221cc24282faf101a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab697069bf06333bd88bc2123fd0a8f70312ec1e68eac02de6f0da5c2dcac991

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab697069bf06333bd88bc2123fd0a8f70312ec1e68eac02de6f0da5c2dcac991",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
