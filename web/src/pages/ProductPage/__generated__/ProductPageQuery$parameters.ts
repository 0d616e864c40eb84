/**
 * @generated SignedSource<<8ce47a1d5a5374ad31463bcdec011180>>
 * @relayHash 6363b68309321ecb74dd6cf41627d89d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3097a5ed1b625742784363ad271f5edfadddc97e9a8498c14ff07abbcfb4243

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3097a5ed1b625742784363ad271f5edfadddc97e9a8498c14ff07abbcfb4243",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
