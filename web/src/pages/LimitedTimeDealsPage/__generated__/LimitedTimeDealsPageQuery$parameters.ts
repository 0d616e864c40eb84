/**
 * @generated SignedSource<<45e2493f3dbbe32c756a644d87761ee0>>
 * @relayHash cd202a1b2e557a3f567ab5f60d82a3e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba40347912e72aa55280418f22717a8b2635cdfd45a167df28e0ba91d5e0d7bf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LimitedTimeDealsPageQuery } from './LimitedTimeDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<LimitedTimeDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ba40347912e72aa55280418f22717a8b2635cdfd45a167df28e0ba91d5e0d7bf",
    "metadata": {},
    "name": "LimitedTimeDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
