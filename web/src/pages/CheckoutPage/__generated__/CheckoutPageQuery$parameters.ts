/**
 * @generated SignedSource<<259ba7225f56576700812a85962e9180>>
 * @relayHash c60f57493b44c902d26b2380e9268e19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d6d4a4910a60d7fde28a23efb5f635f84fa064355df65d79f3d403e92fd16d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d6d4a4910a60d7fde28a23efb5f635f84fa064355df65d79f3d403e92fd16d1",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
