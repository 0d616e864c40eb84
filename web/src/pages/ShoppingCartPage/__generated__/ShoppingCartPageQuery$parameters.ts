/**
 * @generated SignedSource<<0e64e4a9626e558d938bb1ed2e4960c8>>
 * @relayHash 8fa0af1f7e32ada9aa8bd58dc3510435
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c28fc8f641fca194b17f08c5ba98514a81406c09276568e0c48d9c6cfc258086

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c28fc8f641fca194b17f08c5ba98514a81406c09276568e0c48d9c6cfc258086",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
