/**
 * @generated SignedSource<<69342ac8ce2e123d5954ed472b3f62d8>>
 * @relayHash 09cab0ec6e47bdcc39b284f2784a62f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcc59f8631c0faf44b32813a27acbfeca4f4ec5208a350e0ae617aef84c75f1e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountPageQuery } from './DiscountPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bcc59f8631c0faf44b32813a27acbfeca4f4ec5208a350e0ae617aef84c75f1e",
    "metadata": {},
    "name": "DiscountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
