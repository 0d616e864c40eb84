/**
 * @generated SignedSource<<823260099f97d7402afb17ae4933b308>>
 * @relayHash 984882e25b2eb5463c3308d9bf2bb3d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12d785e6ebdc19c9230b8a035942a2189b2162f2c7930bdbe0a2fcad67f9d0fa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountOverviewPaneQuery } from './AccountOverviewPaneQuery.graphql';

const node: PreloadableConcreteRequest<AccountOverviewPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "12d785e6ebdc19c9230b8a035942a2189b2162f2c7930bdbe0a2fcad67f9d0fa",
    "metadata": {},
    "name": "AccountOverviewPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
