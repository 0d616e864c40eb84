/**
 * @generated SignedSource<<b65c0680d391fc0645c4b13eb3b837a0>>
 * @relayHash 8bcf7582be78d61c8c7fffb049fa208c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f23d5f8df694ef9514a78daf6f2befb56f9b53652dc56ab467ffd5e2e59892b6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f23d5f8df694ef9514a78daf6f2befb56f9b53652dc56ab467ffd5e2e59892b6",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
