/**
 * @generated SignedSource<<971882bfaf5a39d912c62ee0c5ce4028>>
 * @relayHash 30503ab611cc3a9824140e9ef90bc284
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53bfc6d68f30d36d5ddd0ec2dbc14831d9e719f5aadfb68fe0c45af8a4024976

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountOverviewPaneQuery } from './AccountOverviewPaneQuery.graphql';

const node: PreloadableConcreteRequest<AccountOverviewPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53bfc6d68f30d36d5ddd0ec2dbc14831d9e719f5aadfb68fe0c45af8a4024976",
    "metadata": {},
    "name": "AccountOverviewPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
