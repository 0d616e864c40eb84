/**
 * @generated SignedSource<<3f8e25dbce3faf1cecc20aebdd041b51>>
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
    readonly id: string;
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
      "name": "lineIds"
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
          "name": "lineIds",
          "variableName": "lineIds"
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

(node as any).hash = "617129efcc96495061e7698313cc729b";

export default node;
