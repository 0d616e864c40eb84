/**
 * @generated SignedSource<<040798e38e181e6f4a878a1c9a71b12c>>
 * @relayHash 5357a4779851c576701ad77687041637
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d016023cac7cfd1a4c7553928781854d727a7e181c81f028da53798b7f859bd1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewArrivalPageQuery } from './NewArrivalPageQuery.graphql';

const node: PreloadableConcreteRequest<NewArrivalPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d016023cac7cfd1a4c7553928781854d727a7e181c81f028da53798b7f859bd1",
    "metadata": {},
    "name": "NewArrivalPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
