/**
 * @generated SignedSource<<5a5fa39c9fa1f2f7631124c23ff5d6b6>>
 * @relayHash 167250d9ac8c0abed73a85e4d9009994
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c79ab5ae7e141f8b80a51c0138916e4a6e3f1ceda6ee7986571824b47b695388

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c79ab5ae7e141f8b80a51c0138916e4a6e3f1ceda6ee7986571824b47b695388",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
