/**
 * @generated SignedSource<<6d2539bc284ae1a67f430886348f4f7a>>
 * @relayHash 8448015b8ec814acf314c947095137f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2012e2561a78282fdabc69d50c06bce9ea10288fc592fd8b2d223a3724e80a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SellerStorePageQuery } from './SellerStorePageQuery.graphql';

const node: PreloadableConcreteRequest<SellerStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2012e2561a78282fdabc69d50c06bce9ea10288fc592fd8b2d223a3724e80a1",
    "metadata": {},
    "name": "SellerStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
