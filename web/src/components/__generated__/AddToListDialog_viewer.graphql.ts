/**
 * @generated SignedSource<<c90ade222ff790b220a07ace2a236c79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddToListDialog_viewer$data = {
  readonly lists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly containsProduct: boolean;
        readonly id: string;
        readonly listId: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "AddToListDialog_viewer";
};
export type AddToListDialog_viewer$key = {
  readonly " $data"?: AddToListDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToListDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "productId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToListDialog_viewer",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "listId",
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
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "productId",
                        "variableName": "productId"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "containsProduct",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "lists(first:100)"
      },
      "action": "THROW"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "43898d1d11b4338bd3d2ac5175b74bdf";

export default node;
