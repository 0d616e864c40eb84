/**
 * @generated SignedSource<<d462b8f2fed6fa772e5d1aa3baf79a1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartLink_viewer$data = {
  readonly cart: {
    readonly lineCount: number;
  } | null | undefined;
  readonly " $fragmentType": "CartLink_viewer";
};
export type CartLink_viewer$key = {
  readonly " $data"?: CartLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartLink_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Cart",
      "kind": "LinkedField",
      "name": "cart",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "74b35df1edaee4c831502794e156d650";

export default node;
