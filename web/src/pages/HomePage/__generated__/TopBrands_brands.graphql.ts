/**
 * @generated SignedSource<<12eb5040626a1d7aa5970cb6b4d15a7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TopBrands_brands$data = ReadonlyArray<{
  readonly brandId: string;
  readonly id: string;
  readonly logo: {
    readonly url: string;
  };
  readonly name: string;
  readonly productCount: number | null | undefined;
  readonly " $fragmentType": "TopBrands_brands";
}>;
export type TopBrands_brands$key = ReadonlyArray<{
  readonly " $data"?: TopBrands_brands$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopBrands_brands">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopBrands_brands",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "fd1f07f04c6bb6cbd488e7b6e7f294ff";

export default node;
