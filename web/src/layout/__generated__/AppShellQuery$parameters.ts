/**
 * @generated SignedSource<<dd30cc92c18eea2f16924e658790f535>>
 * @relayHash 78f2acd1df9b73063a03cd3e39a224ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 814fd2ce4101313578ac5ef50e6fb2e2c4f390917ce28ae2dbcb7a023a70ce09

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AppShellQuery } from './AppShellQuery.graphql';

const node: PreloadableConcreteRequest<AppShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "814fd2ce4101313578ac5ef50e6fb2e2c4f390917ce28ae2dbcb7a023a70ce09",
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
