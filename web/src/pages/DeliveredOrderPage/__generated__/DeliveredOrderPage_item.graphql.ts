/**
 * @generated SignedSource<<9f57d21ebdca05c13d378bef7a61bd11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatus = "FEW_LEFT" | "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DeliveredOrderPage_item$data = {
  readonly product: {
    readonly inCart: boolean;
    readonly stockStatus: StockStatus;
  } | null | undefined;
  readonly productId: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineCard_item">;
  readonly " $fragmentType": "DeliveredOrderPage_item";
};
export type DeliveredOrderPage_item$key = {
  readonly " $data"?: DeliveredOrderPage_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveredOrderPage_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveredOrderPage_item",
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
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inCart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockStatus",
          "storageKey": null
        }
      ],
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

(node as any).hash = "d72ed3875a6f98eaf08c9a0f849ce6a5";

export default node;
