/**
 * @generated SignedSource<<efa9a8f6643c49b25c9164408c05ce8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharedLists_viewer$data = {
  readonly lists: {
    readonly totalCount: number;
  };
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
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
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
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "lists(first:20)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dfcb6ce3c862b4901ec4c54489545e36";

export default node;
