/**
 * @generated SignedSource<<46ecf4d73de579f1c75a29f5d10baa1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharedLists_viewer$data = {
  readonly firstList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SharedListProducts_list">;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"YourLists_viewer">;
  readonly " $fragmentType": "SharedLists_viewer";
};
export type SharedLists_viewer$key = {
  readonly " $data"?: SharedLists_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedLists_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedLists_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "YourLists_viewer"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": "firstList",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
        "concreteType": "ListConnection",
        "kind": "LinkedField",
        "name": "lists",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "List",
                "kind": "LinkedField",
                "name": "node",
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SharedListProducts_list"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "lists(first:1)"
      },
      "action": "THROW"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c27ea2eb22bc4381380bab894b5637bd";

export default node;
