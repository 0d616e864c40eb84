/**
 * @generated SignedSource<<28bf9f351460523e5e356f379dd3cab7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartSection_cart$data = {
  readonly id: string;
  readonly lineCount: number;
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
      "name": "lineCount",
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

(node as any).hash = "cc5df990af30d8d592e4a187c2537be8";

export default node;
