/**
 * @generated SignedSource<<31005897cc65e611c58b42b192ad8621>>
 * @relayHash 637206abf4ed231e4060c44f202bda6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 057997b36b9ecd159f67c72fbea21a4d516c1b6f80825c1ac1b8100f6d29e2dc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "057997b36b9ecd159f67c72fbea21a4d516c1b6f80825c1ac1b8100f6d29e2dc",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
