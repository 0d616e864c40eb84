/**
 * @generated SignedSource<<47abc4b1f54e569adf25d0e2c9ed5a43>>
 * @relayHash 5fee7df52ba84a7e0e25ebaaf93962a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 398e93555234a92f062f926ea5c67fb04abc3f56401da10655c664488ad7be90

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountOverviewPaneQuery } from './AccountOverviewPaneQuery.graphql';

const node: PreloadableConcreteRequest<AccountOverviewPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "398e93555234a92f062f926ea5c67fb04abc3f56401da10655c664488ad7be90",
    "metadata": {},
    "name": "AccountOverviewPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
