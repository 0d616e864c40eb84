/**
 * @generated SignedSource<<86e42a514badba39b92258fd827896de>>
 * @relayHash d8a22e61447ea7c21cf6ffe4c60dce50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b11d80affe40e105542a10d1371694282567657a22ea7eb18d7d6db5ace9be3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b11d80affe40e105542a10d1371694282567657a22ea7eb18d7d6db5ace9be3",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
