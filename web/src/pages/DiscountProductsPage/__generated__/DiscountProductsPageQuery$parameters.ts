/**
 * @generated SignedSource<<815ec322ab6799f019972ef4de1de2b1>>
 * @relayHash 1496b7c75bd89cf8488d02b3e4fe380b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1ff36866bc697ca26a59b42237c82f901f8fd413580b76f7c999560045209e4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountProductsPageQuery } from './DiscountProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a1ff36866bc697ca26a59b42237c82f901f8fd413580b76f7c999560045209e4",
    "metadata": {},
    "name": "DiscountProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
