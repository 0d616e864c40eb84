/**
 * @generated SignedSource<<b765a48e5f638721877a2047abf4a029>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecentlyViewed_query$data = {
  readonly recentlyViewed?: ReadonlyArray<{
    readonly id: string;
    readonly product: {
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    } | null | undefined;
  } | null | undefined>;
  readonly " $fragmentType": "RecentlyViewed_query";
};
export type RecentlyViewed_query$key = {
  readonly " $data"?: RecentlyViewed_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentlyViewed_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "ids"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "skip"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentlyViewed_query",
  "selections": [
    {
      "condition": "skip",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": "recentlyViewed",
          "args": [
            {
              "kind": "Variable",
              "name": "ids",
              "variableName": "ids"
            }
          ],
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProductCard_product"
                  }
                ],
                "type": "Product",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "product"
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4c40e2eac79d0bde4c01c9682657dfaa";

export default node;
