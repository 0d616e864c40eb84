/**
 * @generated SignedSource<<90df79d494bc7ed165623a720a555fd3>>
 * @relayHash 187b2b3cac6f629c28a7e674aa7195fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8dbae0c26b48726c465502e036ee7fdfa437bd69ec17cac5eb5b41cd3ced2748

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8dbae0c26b48726c465502e036ee7fdfa437bd69ec17cac5eb5b41cd3ced2748",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
