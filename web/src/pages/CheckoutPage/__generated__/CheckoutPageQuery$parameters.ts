/**
 * @generated SignedSource<<1ed17cd58ffd49b76e779908f0e7e415>>
 * @relayHash 5fb16d3037e9df80487524b2e01f2c72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c801b250a71c7700919a9e81476260226837d86920edd0f1e47ba1d3d26cd0a0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c801b250a71c7700919a9e81476260226837d86920edd0f1e47ba1d3d26cd0a0",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
