/**
 * @generated SignedSource<<e14621299e34764d83fb6eb27136c8c9>>
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

(node as any).hash = "364030267b8ffec09cf0445febf7a502";

export default node;
