/**
 * @generated SignedSource<<010eb0cc73bdba115babe83ae48a7883>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewArrivals_products$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"NewArrivalCard_product">;
  readonly " $fragmentType": "NewArrivals_products";
}>;
export type NewArrivals_products$key = ReadonlyArray<{
  readonly " $data"?: NewArrivals_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewArrivals_products">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NewArrivals_products",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NewArrivalCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "60a2d0528bed1a43f58b9e3ee58a05a1";

export default node;
