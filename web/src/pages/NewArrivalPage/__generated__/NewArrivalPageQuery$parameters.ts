/**
 * @generated SignedSource<<168567d0186e9deed1f34ffdb8529bab>>
 * @relayHash 26c7d7b7ea52fb36169b30f482e73977
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55d5a714bf0d514299d8c6f9bc7e3da2545212196a267e84d033c126cf311554

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewArrivalPageQuery } from './NewArrivalPageQuery.graphql';

const node: PreloadableConcreteRequest<NewArrivalPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "55d5a714bf0d514299d8c6f9bc7e3da2545212196a267e84d033c126cf311554",
    "metadata": {},
    "name": "NewArrivalPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
