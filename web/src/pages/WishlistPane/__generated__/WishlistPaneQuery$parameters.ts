/**
 * @generated SignedSource<<6066910570b042e7a0c77baf35b3c701>>
 * @relayHash d2cdf74abe3d645d43a73d44fd26eecf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08abe8c1d3ed1d087fb91afbaac1c018c51a5b9446f07e108b7e802f9fcd66ef

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { WishlistPaneQuery } from './WishlistPaneQuery.graphql';

const node: PreloadableConcreteRequest<WishlistPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "08abe8c1d3ed1d087fb91afbaac1c018c51a5b9446f07e108b7e802f9fcd66ef",
    "metadata": {},
    "name": "WishlistPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
