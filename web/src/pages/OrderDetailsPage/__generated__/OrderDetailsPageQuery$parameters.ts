/**
 * @generated SignedSource<<4f178673b1b52329c045c4437da129f9>>
 * @relayHash c67ffceb099af6377b879eb6b55749a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 262e557f6e84a5e3d94d92ade5602486abcc93b04c607f8bf848bccd5c6acfc2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "262e557f6e84a5e3d94d92ade5602486abcc93b04c607f8bf848bccd5c6acfc2",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
