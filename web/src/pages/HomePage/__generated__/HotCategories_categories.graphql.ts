/**
 * @generated SignedSource<<b880086ec0a699c61cb37053f50f71e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HotCategories_categories$data = ReadonlyArray<{
  readonly categoryId: string;
  readonly displayName: string;
  readonly icon: {
    readonly url: string;
  };
  readonly id: string;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "HotCategories_categories";
}>;
export type HotCategories_categories$key = ReadonlyArray<{
  readonly " $data"?: HotCategories_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"HotCategories_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HotCategories_categories",
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
      "name": "categoryId",
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
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "icon",
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
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "ae0b89fa734751a5cf010017479439c0";

export default node;
