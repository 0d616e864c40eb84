/**
 * @generated SignedSource<<5fc8c46965f67a07573facc6424d5b7e>>
 * @relayHash 5ae1fe5e307e74a15707dd9f70f72f6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fec7cff6626d0eab8f46bccb8e37938775ef589c0f5647715c290bfc2fdd83c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountProductsPageQuery } from './DiscountProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fec7cff6626d0eab8f46bccb8e37938775ef589c0f5647715c290bfc2fdd83c",
    "metadata": {},
    "name": "DiscountProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
