/**
 * @generated SignedSource<<f314e3a09a90e203121d4ed9cbe5dcb4>>
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
  readonly currentTotal: {
    readonly formatted: string;
  };
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
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
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "currentTotal",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
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
            (v1/*:: as any*/)
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

(node as any).hash = "945053a14e0e77f4267308a002df9205";

export default node;
