/**
 * @generated SignedSource<<d20da4b4e66f339282f8e960b3bbe335>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatus = "FEW_LEFT" | "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DeliveredOrderPage_item$data = {
  readonly brandName: string;
  readonly image: {
    readonly alt: string;
    readonly url: string;
  };
  readonly lineTotal: {
    readonly formatted: string;
  };
  readonly product: {
    readonly inCart: boolean;
    readonly stockStatus: StockStatus;
  } | null | undefined;
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
  readonly statusText: string;
  readonly storeName: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracker_item">;
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
      "kind": "ScalarField",
      "name": "productName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brandName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "lineTotal",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
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
      "name": "OrderTracker_item"
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};

(node as any).hash = "fc5adb868ca8d5be634bd988bccc78e8";

export default node;
