/**
 * @generated SignedSource<<2854fd4423f5951bc5df8b8449b6f29c>>
 * @relayHash e3ea2fbf56ee33d07b952a6ffb86a917
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1310f78592f76ecb699eeb6d08947bd63890ef745902d6d3c7939eff209a49f9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DeliveredOrderPageQuery } from './DeliveredOrderPageQuery.graphql';

const node: PreloadableConcreteRequest<DeliveredOrderPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1310f78592f76ecb699eeb6d08947bd63890ef745902d6d3c7939eff209a49f9",
    "metadata": {},
    "name": "DeliveredOrderPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
