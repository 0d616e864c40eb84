/**
 * @generated SignedSource<<5946f2ddd9d5b2e3d5d73920e907364a>>
 * @relayHash 829780b59b762821ddc3164ee2b52765
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edf7b9ca74f7ccba6b9492b1c60fea11cf54ec489abbcc0fe3b01f289f212cf9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SellerStorePageQuery } from './SellerStorePageQuery.graphql';

const node: PreloadableConcreteRequest<SellerStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "edf7b9ca74f7ccba6b9492b1c60fea11cf54ec489abbcc0fe3b01f289f212cf9",
    "metadata": {},
    "name": "SellerStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
