/**
 * @generated SignedSource<<6c31ac618c06601b0606fc99904e6c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterSidebar_facets$data = {
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
  readonly " $fragmentType": "FilterSidebar_facets";
};
export type FilterSidebar_facets$key = {
  readonly " $data"?: FilterSidebar_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterSidebar_facets">;
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
  "name": "FilterSidebar_facets",
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

(node as any).hash = "849344eb8f2843b2c1a46d0230185701";

export default node;
