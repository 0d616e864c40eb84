/**
 * @generated SignedSource<<ab26af392f6ce8b9d0a0d7fdd3ae1e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveredOrderPage_order$data = {
  readonly deliveredAt: any | null | undefined;
  readonly items: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveredOrderPage_item">;
  }>;
  readonly orderId: string;
  readonly placedAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAddress_order" | "OrderPaymentSummary_order">;
  readonly " $fragmentType": "DeliveredOrderPage_order";
};
export type DeliveredOrderPage_order$key = {
  readonly " $data"?: DeliveredOrderPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveredOrderPage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveredOrderPage_order",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderAddress_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderPaymentSummary_order"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeliveredOrderPage_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "a7a7428c438de30269adcac745693d4a";

export default node;
