/**
 * @generated SignedSource<<5e53a940d4036a01dc8d51be2fe0bb81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "CASH_ON_DELIVERY" | "ONLINE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderCancellationPage_order$data = {
  readonly canCancel: boolean;
  readonly items: ReadonlyArray<{
    readonly canCancel: boolean;
    readonly cannotCancelReason: string | null | undefined;
    readonly image: {
      readonly alt: string;
      readonly url: string;
    };
    readonly lineTotal: {
      readonly amount: string;
      readonly formatted: string;
    };
    readonly productId: string;
    readonly productName: string;
    readonly quantity: number;
  }>;
  readonly orderId: string;
  readonly paymentMethod: PaymentMethod;
  readonly placedAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"CancellationForm_refund">;
  readonly " $fragmentType": "OrderCancellationPage_order";
};
export type OrderCancellationPage_order$key = {
  readonly " $data"?: OrderCancellationPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCancellationPage_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCancel",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": [],
      "kind": "LocalArgument",
      "name": "productIds"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCancellationPage_order",
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
      "name": "paymentMethod",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "args": [
        {
          "kind": "Variable",
          "name": "productIds",
          "variableName": "productIds"
        }
      ],
      "kind": "FragmentSpread",
      "name": "CancellationForm_refund"
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
          "name": "quantity",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cannotCancelReason",
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
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formatted",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "6d9bfb0a227ef74eac94ca2f157ef3ec";

export default node;
