/**
 * @generated SignedSource<<7f0c78197c0e54885bc7da87504b911d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderTracker_item$data = {
  readonly expectedDelivery: any | null | undefined;
  readonly productId: string;
  readonly productName: string;
  readonly tracker: ReadonlyArray<{
    readonly done: boolean;
    readonly reachedAt: any | null | undefined;
    readonly title: string;
  }>;
  readonly " $fragmentType": "OrderTracker_item";
};
export type OrderTracker_item$key = {
  readonly " $data"?: OrderTracker_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracker_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTracker_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedDelivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderTrackerStep",
      "kind": "LinkedField",
      "name": "tracker",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reachedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};

(node as any).hash = "0e7e9a4123c02f09cc460c2dd0f73c42";

export default node;
