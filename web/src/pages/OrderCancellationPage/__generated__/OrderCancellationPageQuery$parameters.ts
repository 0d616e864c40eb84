/**
 * @generated SignedSource<<afb5678163800d7ac001a728980441e8>>
 * @relayHash cac672a53500e94264b80410dd52c7cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23ba24c4b39fadbeb6e37b4bb3180f3384886fcc49dd7ee0ed8854cc7c8c96ac

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderCancellationPageQuery } from './OrderCancellationPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderCancellationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "23ba24c4b39fadbeb6e37b4bb3180f3384886fcc49dd7ee0ed8854cc7c8c96ac",
    "metadata": {},
    "name": "OrderCancellationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
