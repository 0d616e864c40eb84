/**
 * @generated SignedSource<<d0136cf4a4ccc90b7913c182b1014d1c>>
 * @relayHash da5ccdf421c5034626459d4c962c8c24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af7d30f20b8fc291259337e1330daf82baca8fe6afbc5312822dc97e8fb064f3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RaiseTicketPaneQuery } from './RaiseTicketPaneQuery.graphql';

const node: PreloadableConcreteRequest<RaiseTicketPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "af7d30f20b8fc291259337e1330daf82baca8fe6afbc5312822dc97e8fb064f3",
    "metadata": {},
    "name": "RaiseTicketPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
