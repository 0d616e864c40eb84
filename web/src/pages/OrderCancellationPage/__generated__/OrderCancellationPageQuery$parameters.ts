/**
 * @generated SignedSource<<e0c647555740e39b2c487e1ed583adb8>>
 * @relayHash c07ef1ee75aef38f01f7258c56cea49b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30c98d99882172f317a4f37e0d5ae117158da68d0cf64252f9fdff428363bd5d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "30c98d99882172f317a4f37e0d5ae117158da68d0cf64252f9fdff428363bd5d",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
