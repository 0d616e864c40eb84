/**
 * @generated SignedSource<<78e26aca1556282b58922b6ea6c609b2>>
 * @relayHash a8bc0c5e73e5f18bc1add790d8a4952c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f3f730d930d1ede2fb85efef7d038fcad1d971984b80c39b4b0a1c05e5b5a21

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopDealsPageQuery } from './TopDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f3f730d930d1ede2fb85efef7d038fcad1d971984b80c39b4b0a1c05e5b5a21",
    "metadata": {},
    "name": "TopDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
