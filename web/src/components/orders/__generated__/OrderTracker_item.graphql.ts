/**
 * @generated SignedSource<<2096b00d7f543a032e10849bdecb6a48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderTracker_item$data = {
  readonly productName: string;
  readonly tracker: ReadonlyArray<{
    readonly done: boolean;
    readonly expectedAt: any | null | undefined;
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
      "name": "productName",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expectedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};

(node as any).hash = "b8b62560fcb8850431dfe345d6a931b6";

export default node;
