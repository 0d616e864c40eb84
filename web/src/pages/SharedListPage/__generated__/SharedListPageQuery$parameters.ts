/**
 * @generated SignedSource<<610278019a9d1cefb6bb85b130f57a7c>>
 * @relayHash 3b4e46c09cd0654d82a17c6d5370be76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5d252db0d027a5678ff56918cc1ab500650030af3c5f5786080b4c8be561b45

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SharedListPageQuery } from './SharedListPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e5d252db0d027a5678ff56918cc1ab500650030af3c5f5786080b4c8be561b45",
    "metadata": {},
    "name": "SharedListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
