/**
 * @generated SignedSource<<a685c2105f232f3ab45cdaf82ed8514c>>
 * @relayHash 447ee5465f637d9b24f33196df6d8791
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ab40945d863fd16c9dc92425574d1acb7c558867944b81cda7873bb5bb13f23

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4ab40945d863fd16c9dc92425574d1acb7c558867944b81cda7873bb5bb13f23",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
