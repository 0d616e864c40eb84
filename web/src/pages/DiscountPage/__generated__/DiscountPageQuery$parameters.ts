/**
 * @generated SignedSource<<dc3fc53c337a3c7e2c76ad4df0ac22e2>>
 * @relayHash e6b0966a841f36b2fdef407bc77b2c31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 370a8fa4ab4441bc1785fef3ddeff1e10c1844a78824af9a2cbcc350fa10db35

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "370a8fa4ab4441bc1785fef3ddeff1e10c1844a78824af9a2cbcc350fa10db35",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
