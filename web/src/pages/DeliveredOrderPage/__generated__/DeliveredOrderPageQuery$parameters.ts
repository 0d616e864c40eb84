/**
 * @generated SignedSource<<a9a75f866c060a9067fd21a385da4ce3>>
 * @relayHash d49a4e2cb992a6fa62b299fb585cb4fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4573ee8a9e4849e37ad8145f5eb307f6da4f809fc544fc69e836088c59c25582

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4573ee8a9e4849e37ad8145f5eb307f6da4f809fc544fc69e836088c59c25582",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
