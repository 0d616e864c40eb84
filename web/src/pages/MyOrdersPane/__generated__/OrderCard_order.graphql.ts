/**
 * @generated SignedSource<<781e154ba8067ceec3dadc16ee9a4e95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderCard_order$data = {
  readonly cancelledItems: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderCard_item">;
  }>;
  readonly currentTotal: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly items: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderCard_item">;
  }>;
  readonly orderId: string;
  readonly placedAt: any;
  readonly total: {
    readonly amount: string;
    readonly formatted: string;
  };
  readonly " $fragmentType": "OrderCard_order";
};
export type OrderCard_order$key = {
  readonly " $data"?: OrderCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCard_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = [
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
    "name": "OrderCard_item"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCard_order",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "currentTotal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "cancelledItems",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "446ee04e286d7b5c6091c241be3bde49";

export default node;
