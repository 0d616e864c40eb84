/**
 * @generated SignedSource<<ad9d7a8fbcbbc51d11b53da88ca5c666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderDetailsPage_order$data = {
  readonly cancelledItems: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsPage_item">;
  }>;
  readonly items: ReadonlyArray<{
    readonly productId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsPage_item">;
  }>;
  readonly orderId: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderOverview_order">;
  readonly " $fragmentType": "OrderDetailsPage_order";
};
export type OrderDetailsPage_order$key = {
  readonly " $data"?: OrderDetailsPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsPage_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "OrderDetailsPage_item"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetailsPage_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderOverview_order"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "cancelledItems",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "4a0b260fa51afe125fca4fe1596b2506";

export default node;
