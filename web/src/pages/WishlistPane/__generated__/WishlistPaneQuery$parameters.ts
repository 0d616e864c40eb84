/**
 * @generated SignedSource<<126e4768cc1974bedc001d3f2b11067d>>
 * @relayHash 13098ff63ad2078b19f7de14f130e5aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42ffd29e04c366e43aec4e49719edfe534194009fcf58ba582de91ea7140fc49

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WishlistPaneQuery } from './WishlistPaneQuery.graphql';

const node: PreloadableConcreteRequest<WishlistPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "42ffd29e04c366e43aec4e49719edfe534194009fcf58ba582de91ea7140fc49",
    "metadata": {},
    "name": "WishlistPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
