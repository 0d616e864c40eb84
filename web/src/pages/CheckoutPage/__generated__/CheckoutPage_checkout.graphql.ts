/**
 * @generated SignedSource<<de7156bbbae17232fd42acc9bea9a0dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutSource = "CART" | "PRODUCT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckoutPage_checkout$data = {
  readonly coins: {
    readonly balance: number;
    readonly discount: {
      readonly formatted: string;
    };
    readonly redeemable: number;
  };
  readonly lines: ReadonlyArray<{
    readonly product: {
      readonly productId: string;
    };
    readonly quantity: number;
  }>;
  readonly savings: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly shippingListPrice: {
    readonly formatted: string;
  };
  readonly source: CheckoutSource;
  readonly subTotal: {
    readonly formatted: string;
  };
  readonly total: {
    readonly formatted: string;
  };
  readonly totalWithCoins: {
    readonly formatted: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutLines_checkout">;
  readonly " $fragmentType": "CheckoutPage_checkout";
};
export type CheckoutPage_checkout$key = {
  readonly " $data"?: CheckoutPage_checkout$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutPage_checkout">;
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
  "name": "CheckoutPage_checkout",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
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
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productId",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutLines_checkout"
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
      "name": "savings",
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
      "name": "shippingListPrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalWithCoins",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutCoins",
      "kind": "LinkedField",
      "name": "coins",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "redeemable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "discount",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Checkout",
  "abstractKey": null
};
})();

(node as any).hash = "66aedddd88ac819977941dc55110d453";

export default node;
