/**
 * @generated SignedSource<<6a824cea695aeec8c3a746deab5f5ad0>>
 * @relayHash 27c35f21a9aaf269a7459f918b3695a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 093ec1b162f8f6948d9c11d3ac7ac3f3d5c4f7baa534ad93b34dba40499e58fc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "093ec1b162f8f6948d9c11d3ac7ac3f3d5c4f7baa534ad93b34dba40499e58fc",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
