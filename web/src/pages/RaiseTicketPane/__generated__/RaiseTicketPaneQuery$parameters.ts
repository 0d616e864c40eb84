/**
 * @generated SignedSource<<c5cfa3655451cf2327a319a38cc847e2>>
 * @relayHash 96359e8491e6141326ded7c86d42ac3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 170899113851c2fbbfdecc7bfd6a570a68a5360ba945c6ac59fb1929765005e8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RaiseTicketPaneQuery } from './RaiseTicketPaneQuery.graphql';

const node: PreloadableConcreteRequest<RaiseTicketPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "170899113851c2fbbfdecc7bfd6a570a68a5360ba945c6ac59fb1929765005e8",
    "metadata": {},
    "name": "RaiseTicketPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
