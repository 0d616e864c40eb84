/**
 * @generated SignedSource<<06dc20b23b2ab75d52751855b193ecbe>>
 * @relayHash 4bbfc87acb7d99980b796b363e301a25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81305d926d8f817faaf37c83ed9cada7cb3fa255fb9db303f815b67b0da5ebea

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81305d926d8f817faaf37c83ed9cada7cb3fa255fb9db303f815b67b0da5ebea",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
