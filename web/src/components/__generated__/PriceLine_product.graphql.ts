/**
 * @generated SignedSource<<bea1942b820882012461dd3d2537105d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceLine_product$data = {
  readonly listPrice: {
    readonly formatted: string;
  };
  readonly offerPrice: {
    readonly formatted: string;
  };
  readonly percentOff: number;
  readonly " $fragmentType": "PriceLine_product";
};
export type PriceLine_product$key = {
  readonly " $data"?: PriceLine_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceLine_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceLine_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "offerPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "listPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percentOff",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "fc7d4dfebbd1e0a8753902d809564066";

export default node;
