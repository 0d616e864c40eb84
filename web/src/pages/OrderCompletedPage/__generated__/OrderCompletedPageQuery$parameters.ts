/**
 * @generated SignedSource<<85d357abcd36486f63ff7b6ee49cad55>>
 * @relayHash a2a3068d39a712c1283bdcaa506e10b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9de70daa6368076092b6a753ddedf2ab584829a28af095d4830b35eb86215703

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9de70daa6368076092b6a753ddedf2ab584829a28af095d4830b35eb86215703",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
