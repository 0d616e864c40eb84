/**
 * @generated SignedSource<<ae745763b609c328e2ee74c92c84416d>>
 * @relayHash 29780d210408c42f01ab383f49b84225
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd22f7f81477f6fa31af2d7e4fe48f3b33bc8f6d8cece88e5f7dc2e41670e04c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BrandPageQuery } from './BrandPageQuery.graphql';

const node: PreloadableConcreteRequest<BrandPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd22f7f81477f6fa31af2d7e4fe48f3b33bc8f6d8cece88e5f7dc2e41670e04c",
    "metadata": {},
    "name": "BrandPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
