/**
 * @generated SignedSource<<7a7c15fa5b7ade1eed176065f9fc4444>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMode = "CASH_ON_DELIVERY" | "PREPAID" | "UPI" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderPaymentSummary_order$data = {
  readonly coinDiscount: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly paymentMode: PaymentMode;
  readonly shipping: {
    readonly formatted: string;
  };
  readonly subTotal: {
    readonly formatted: string;
  };
  readonly total: {
    readonly formatted: string;
  };
  readonly " $fragmentType": "OrderPaymentSummary_order";
};
export type OrderPaymentSummary_order$key = {
  readonly " $data"?: OrderPaymentSummary_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPaymentSummary_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderPaymentSummary_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "subTotal",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "coinDiscount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "7c62eafee004e737d9cb535c49625bdd";

export default node;
