/**
 * @generated SignedSource<<a2ed345ce0edfa3806643818ee77c12b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceBlock_product$data = {
  readonly percentOff: number;
  readonly price: {
    readonly formatted: string;
  };
  readonly sellingPrice: {
    readonly formatted: string;
  };
  readonly tierPrices: ReadonlyArray<{
    readonly price: {
      readonly formatted: string;
    };
    readonly range: string;
  }>;
  readonly " $fragmentType": "PriceBlock_product";
};
export type PriceBlock_product$key = {
  readonly " $data"?: PriceBlock_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceBlock_product">;
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
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceBlock_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "sellingPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percentOff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TierPrice",
      "kind": "LinkedField",
      "name": "tierPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "range",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "9cecf5fe594e2e7f5660f8f0ec8f5856";

export default node;
