/**
 * @generated SignedSource<<b8196057c0ec7da94ab4734eb3ee3980>>
 * @relayHash fe3e9b4f59ca64d4045eb4db1d02e124
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13d059cb3b4a4314b7a3b62a64e000de001553aa752a633127e595fb7e91a2c0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReviewsPaneQuery } from './ReviewsPaneQuery.graphql';

const node: PreloadableConcreteRequest<ReviewsPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "13d059cb3b4a4314b7a3b62a64e000de001553aa752a633127e595fb7e91a2c0",
    "metadata": {},
    "name": "ReviewsPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
