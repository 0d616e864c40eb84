/**
 * @generated SignedSource<<1067b2a2dfe2aa9dc48f10fbe9815fdd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartLink_viewer$data = {
  readonly cart: {
    readonly itemCount: number;
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
          "name": "itemCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a12b08ac092925efb4da8e381fd96634";

export default node;
