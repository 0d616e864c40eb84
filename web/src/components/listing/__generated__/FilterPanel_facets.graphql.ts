/**
 * @generated SignedSource<<1f5d1259d1f94804baf2d0f4d3d1cee4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterPanel_facets$data = {
  readonly brands: ReadonlyArray<{
    readonly brand: {
      readonly brandId: string;
      readonly id: string;
      readonly name: string;
    };
    readonly count: number;
  }>;
  readonly priceRange: {
    readonly max: {
      readonly amount: string;
    };
    readonly min: {
      readonly amount: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "FilterPanel_facets";
};
export type FilterPanel_facets$key = {
  readonly " $data"?: FilterPanel_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterPanel_facets">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterPanel_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandFacet",
      "kind": "LinkedField",
      "name": "brands",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Brand",
          "kind": "LinkedField",
          "name": "brand",
          "plural": false,
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
              "name": "brandId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyRange",
      "kind": "LinkedField",
      "name": "priceRange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "min",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "max",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductFacets",
  "abstractKey": null
};
})();

(node as any).hash = "245e8877a1bd888ce23d7c87d816e292";

export default node;
