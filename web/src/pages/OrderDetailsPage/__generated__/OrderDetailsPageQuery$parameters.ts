/**
 * @generated SignedSource<<eed49639335c4cbe818040abe0da9d70>>
 * @relayHash 5048efddbb04a7653874cd43c62d9f4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e46248dc962edd34ce4540fd43918dbeb923ea1cfe85d9e72e7635d425edab0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e46248dc962edd34ce4540fd43918dbeb923ea1cfe85d9e72e7635d425edab0",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
