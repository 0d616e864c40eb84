/**
 * @generated SignedSource<<e50259e7ab3ef2f8290f71671f154a1c>>
 * @relayHash 5b5362a337dda9552b81df919db92358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b276162ca7e97b2e26d569f1c0985e0cd1232d9a91a2a7dc33399f3594fad4dd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountProductsPageQuery } from './DiscountProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b276162ca7e97b2e26d569f1c0985e0cd1232d9a91a2a7dc33399f3594fad4dd",
    "metadata": {},
    "name": "DiscountProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
