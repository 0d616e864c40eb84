/**
 * @generated SignedSource<<da5919d72b78bc9f44100fa2b437ab8e>>
 * @relayHash 0c01b6293bdd32a6f8112e069a7dec3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a3bf7d6b7925fa066135ba2358873b6afe8fad4f380b32ed4aaf24f87fbbc9a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a3bf7d6b7925fa066135ba2358873b6afe8fad4f380b32ed4aaf24f87fbbc9a",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
