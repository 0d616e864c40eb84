/**
 * @generated SignedSource<<9681804c88975b00a01b1f20e63caa0b>>
 * @relayHash fb5425ef55c8057f42a65f357069d06a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cafdf75e8a0a30e5573dcf4b2f1aaef3d1e6cd0cbd7ac8bca7defe653a72ead9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountOverviewPaneQuery } from './AccountOverviewPaneQuery.graphql';

const node: PreloadableConcreteRequest<AccountOverviewPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cafdf75e8a0a30e5573dcf4b2f1aaef3d1e6cd0cbd7ac8bca7defe653a72ead9",
    "metadata": {},
    "name": "AccountOverviewPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
