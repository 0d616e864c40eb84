/**
 * @generated SignedSource<<8ce6eea4308c6d7634ffdd369ebd3b25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveredOrderPage_order$data = {
  readonly items: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveredOrderPage_item">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"OrderOverview_order">;
  readonly " $fragmentType": "DeliveredOrderPage_order";
};
export type DeliveredOrderPage_order$key = {
  readonly " $data"?: DeliveredOrderPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveredOrderPage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveredOrderPage_order",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderOverview_order"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeliveredOrderPage_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "4b8c6ff08ca74bc46d2bd0b4578cd546";

export default node;
