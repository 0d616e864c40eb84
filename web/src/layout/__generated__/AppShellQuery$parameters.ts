/**
 * @generated SignedSource<<41d1015c631edfdac541cca22c6c7e2b>>
 * @relayHash d9336782e824282697d8ab3cc82d5abc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31bb80ed574b4e88023d693e344f2474a590d4f6328f00b605aed21259b4d889

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AppShellQuery } from './AppShellQuery.graphql';

const node: PreloadableConcreteRequest<AppShellQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31bb80ed574b4e88023d693e344f2474a590d4f6328f00b605aed21259b4d889",
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
