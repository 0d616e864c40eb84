/**
 * @generated SignedSource<<960404ad39fb6ca5fd560614ecdaa69e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "CASH_ON_DELIVERY" | "ONLINE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderPaymentSummary_order$data = {
  readonly amountDue: {
    readonly formatted: string;
  };
  readonly coinDiscount: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly currentTotal: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly paymentMethod: PaymentMethod;
  readonly shipping: {
    readonly formatted: string;
  };
  readonly subTotal: {
    readonly formatted: string;
  };
  readonly total: {
    readonly amount: string;
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
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
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
      "name": "paymentMethod",
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "currentTotal",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amountDue",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "7d8561e7adf623ded0d04845f23adaa7";

export default node;
