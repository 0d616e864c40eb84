/**
 * @generated SignedSource<<57966448bc8aa9e6f688329cb82e7e74>>
 * @relayHash cbe90d8dff138fc8ba7ee5361db28163
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e30d92f55812ed1e946896035d0d96babd5f4dd1d5508dbca91e2d7b26bbe227

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HelpCentrePaneQuery } from './HelpCentrePaneQuery.graphql';

const node: PreloadableConcreteRequest<HelpCentrePaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e30d92f55812ed1e946896035d0d96babd5f4dd1d5508dbca91e2d7b26bbe227",
    "metadata": {},
    "name": "HelpCentrePaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
