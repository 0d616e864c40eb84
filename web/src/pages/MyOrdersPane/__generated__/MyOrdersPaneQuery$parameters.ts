/**
 * @generated SignedSource<<b428256c5e101a02871a5ba2e5270bbf>>
 * @relayHash 834930f0b09044ef87ccec9762faeffa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98e48772cd3c6850a63e8c8abb5a366c8fd3f4b2c53d92340354a4e000dade0e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MyOrdersPaneQuery } from './MyOrdersPaneQuery.graphql';

const node: PreloadableConcreteRequest<MyOrdersPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "98e48772cd3c6850a63e8c8abb5a366c8fd3f4b2c53d92340354a4e000dade0e",
    "metadata": {},
    "name": "MyOrdersPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
