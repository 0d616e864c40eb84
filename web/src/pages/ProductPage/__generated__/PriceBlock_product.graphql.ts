/**
 * @generated SignedSource<<8ba529b1af55ac25601825e43929e68a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceBlock_product$data = {
  readonly listPrice: {
    readonly formatted: string;
  };
  readonly offerPrice: {
    readonly formatted: string;
  };
  readonly percentOff: number;
  readonly quantityBounds: {
    readonly min: number;
  };
  readonly tierPrices: ReadonlyArray<{
    readonly maxQuantity: number | null | undefined;
    readonly minQuantity: number | null | undefined;
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
];
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuantityBounds",
      "kind": "LinkedField",
      "name": "quantityBounds",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        }
      ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "price",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "28640bcdf2c0ce19d098e8e7ced519a3";

export default node;
