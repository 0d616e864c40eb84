/**
 * @generated SignedSource<<43c0a796716a7ad318ce064548872306>>
 * @relayHash 2f59be7505f2ecf28315c9c2fd029e66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d38abce7cafab4dce474b9c38701c7f44bcc6098ecb438b641254ada9e6cb7fd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WalletPaneQuery } from './WalletPaneQuery.graphql';

const node: PreloadableConcreteRequest<WalletPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d38abce7cafab4dce474b9c38701c7f44bcc6098ecb438b641254ada9e6cb7fd",
    "metadata": {},
    "name": "WalletPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
