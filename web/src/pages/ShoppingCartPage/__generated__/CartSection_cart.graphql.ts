/**
 * @generated SignedSource<<3618efdfc14f5c7f761de15453cd0a72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartSection_cart$data = {
  readonly id: string;
  readonly itemCount: number;
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CartLine_line">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_cart">;
  readonly " $fragmentType": "CartSection_cart";
};
export type CartSection_cart$key = {
  readonly " $data"?: CartSection_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartSection_cart">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartSection_cart",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CartLine_line"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderSummary_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "c2f415ef76b0aa0ee184cc253e389d41";

export default node;
