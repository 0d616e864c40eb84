/**
 * @generated SignedSource<<562785505e4b00f4cfca3ba0b9016771>>
 * @relayHash ecd53b0f2b60ccd520ed7719c5ff3cd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 402c7f6d4db4b1e584e7de42788b2ae406d4780580207e575a97361daec54b1a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ItemNotSelectedPaneQuery } from './ItemNotSelectedPaneQuery.graphql';

const node: PreloadableConcreteRequest<ItemNotSelectedPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "402c7f6d4db4b1e584e7de42788b2ae406d4780580207e575a97361daec54b1a",
    "metadata": {},
    "name": "ItemNotSelectedPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
