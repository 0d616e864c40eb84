/**
 * @generated SignedSource<<ecb6b4a0442a5a7e4f1852fbcf1d8112>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductRatings_product$data = {
  readonly rating: {
    readonly average: number;
    readonly count: number;
    readonly histogram: ReadonlyArray<{
      readonly count: number;
      readonly stars: number;
    }>;
  };
  readonly " $fragmentType": "ProductRatings_product";
};
export type ProductRatings_product$key = {
  readonly " $data"?: ProductRatings_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductRatings_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductRatings_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "RatingBucket",
          "kind": "LinkedField",
          "name": "histogram",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "stars",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
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

(node as any).hash = "b7d53c5c053edf70b1cc1b64ec83d651";

export default node;
