/**
 * @generated SignedSource<<e3b4d78eae55eadca715b31b8488f830>>
 * @relayHash 216e00fbbf8e73a4d7c60da8addb46fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de22c367215143603ba728b277d840919b51672861c0ec5514c08f50a0db0c8e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyOrdersPaneQuery } from './MyOrdersPaneQuery.graphql';

const node: PreloadableConcreteRequest<MyOrdersPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de22c367215143603ba728b277d840919b51672861c0ec5514c08f50a0db0c8e",
    "metadata": {},
    "name": "MyOrdersPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
