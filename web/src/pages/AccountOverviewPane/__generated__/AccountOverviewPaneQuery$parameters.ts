/**
 * @generated SignedSource<<5aa50e53f293977e9dd7831f54be3cbf>>
 * @relayHash e9eac4df829c31fda9521659c64aee2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 821ba93202cbd5e4cf678d7ea19c87239a2fdd1601585a2060af1d15308abe4e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountOverviewPaneQuery } from './AccountOverviewPaneQuery.graphql';

const node: PreloadableConcreteRequest<AccountOverviewPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "821ba93202cbd5e4cf678d7ea19c87239a2fdd1601585a2060af1d15308abe4e",
    "metadata": {},
    "name": "AccountOverviewPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
