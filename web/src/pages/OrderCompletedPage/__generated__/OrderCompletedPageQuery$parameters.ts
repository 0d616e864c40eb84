/**
 * @generated SignedSource<<e34e4876dd8ffbf4e70a3bf405a3062d>>
 * @relayHash da89dcbcf305d626b1c1e367ab8d429d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2029f60f51e5b9daf44b7a642e991607e206fdd2f8c8f3f25363f605fb67fc22

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCompletedPageQuery } from './OrderCompletedPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCompletedPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2029f60f51e5b9daf44b7a642e991607e206fdd2f8c8f3f25363f605fb67fc22",
    "metadata": {},
    "name": "OrderCompletedPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
