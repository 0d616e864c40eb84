/**
 * @generated SignedSource<<0162e03a2f1b2a2d8cbfc9b4eaeea5f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderDetailsPage_item$data = {
  readonly canCancel: boolean;
  readonly cannotCancelReason: string | null | undefined;
  readonly productId: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineCard_item">;
  readonly " $fragmentType": "OrderDetailsPage_item";
};
export type OrderDetailsPage_item$key = {
  readonly " $data"?: OrderDetailsPage_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsPage_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetailsPage_item",
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
      "name": "canCancel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cannotCancelReason",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderLineCard_item"
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};

(node as any).hash = "953c52c7a6f9a833ca08b7b6b1a9852b";

export default node;
