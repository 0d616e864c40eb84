/**
 * @generated SignedSource<<0565f57166d29003ef6b6fc90f6c8949>>
 * @relayHash cbacefa78ea3f10f68ed0b0744684ded
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11477513f739062a532733343b2073826d50abe0f86518a136d347ce17f0ce2c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "11477513f739062a532733343b2073826d50abe0f86518a136d347ce17f0ce2c",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
