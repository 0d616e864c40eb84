/**
 * @generated SignedSource<<e5746e7eec22ecc2277eeac6fe598b0a>>
 * @relayHash 5b17491d1264919dc5f008837cf9c162
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94c6ec3cbb2c792cbf94f88dc5684b3fc72909aca3639371a5f83497cad4cc89

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "94c6ec3cbb2c792cbf94f88dc5684b3fc72909aca3639371a5f83497cad4cc89",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
