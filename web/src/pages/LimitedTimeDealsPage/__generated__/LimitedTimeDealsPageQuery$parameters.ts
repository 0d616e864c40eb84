/**
 * @generated SignedSource<<8a3d12f106809dd7e1ab45582e5da43d>>
 * @relayHash 9fe0e09dd792467a874d5d03970a2d0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c45a53ff9f3542c2c669e401352fc3e1895b5b3747299d889032395f769c9313

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LimitedTimeDealsPageQuery } from './LimitedTimeDealsPageQuery.graphql';

const node: PreloadableConcreteRequest<LimitedTimeDealsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c45a53ff9f3542c2c669e401352fc3e1895b5b3747299d889032395f769c9313",
    "metadata": {},
    "name": "LimitedTimeDealsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
