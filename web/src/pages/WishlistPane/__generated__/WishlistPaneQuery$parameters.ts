/**
 * @generated SignedSource<<7985235f2df26c338ffd719288243c48>>
 * @relayHash 515f48b2939fefe24a1061d15b9f4b2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54d0006bc5aae92c1e6516c883a2cd08f1452da7a77de48c690ea646e0c9f887

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WishlistPaneQuery } from './WishlistPaneQuery.graphql';

const node: PreloadableConcreteRequest<WishlistPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "54d0006bc5aae92c1e6516c883a2cd08f1452da7a77de48c690ea646e0c9f887",
    "metadata": {},
    "name": "WishlistPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
