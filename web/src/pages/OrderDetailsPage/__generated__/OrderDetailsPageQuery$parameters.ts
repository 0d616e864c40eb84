/**
 * @generated SignedSource<<9dc4d7d999e7c61c7c7664af84ea8e3c>>
 * @relayHash 516d51b750d9351acf146a92a47895cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d464b95c88eaf7e22b4cd5082509a84fc419af39824dd71a126551502b132ad

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d464b95c88eaf7e22b4cd5082509a84fc419af39824dd71a126551502b132ad",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
