/**
 * @generated SignedSource<<865c774254dce0d386af8dbb31f42a89>>
 * @relayHash d950f7f497cc1cdbc1a43dbbae0bebd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe88c9d722741bfa0b43b3073d4bb9297d3fae1039299a4d517dfa6bbbe01efe

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fe88c9d722741bfa0b43b3073d4bb9297d3fae1039299a4d517dfa6bbbe01efe",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
