/**
 * @generated SignedSource<<6347c6e1641fe0f8345bef9922c9369b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "DELIVERED" | "OUT_FOR_DELIVERY" | "PROCESSING" | "SHIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderDetailsPage_item$data = {
  readonly canCancel: boolean;
  readonly cannotCancelReason: string | null | undefined;
  readonly id: string;
  readonly productId: string;
  readonly status: OrderStatus;
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
      "name": "id",
      "storageKey": null
    },
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
      "name": "status",
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

(node as any).hash = "f1bd58ae50ff60d13b626614d14d9155";

export default node;
