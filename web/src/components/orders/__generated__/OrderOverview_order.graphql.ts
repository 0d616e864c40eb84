/**
 * @generated SignedSource<<2343469f72a06f9d6781017b8484d8eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMode = "CASH_ON_DELIVERY" | "PREPAID" | "UPI" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderOverview_order$data = {
  readonly deliveredAt: any | null | undefined;
  readonly orderId: string;
  readonly paymentMode: PaymentMode;
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
      "name": "paymentMode",
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

(node as any).hash = "070be6f789e4bd04baa969f32b1e8fd8";

export default node;
