/**
 * @generated SignedSource<<a21292227f916c000d1d5ad3ed4edb2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "CASH_ON_DELIVERY" | "ONLINE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderOverview_order$data = {
  readonly deliveredAt: any | null | undefined;
  readonly orderId: string;
  readonly paymentMethod: PaymentMethod;
  readonly placedAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAddress_order" | "OrderPaymentSummary_order">;
  readonly " $fragmentType": "OrderOverview_order";
};
export type OrderOverview_order$key = {
  readonly " $data"?: OrderOverview_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderOverview_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderOverview_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderAddress_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderPaymentSummary_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "bf06bdd9b70b9a54fec5229a566ea7b5";

export default node;
