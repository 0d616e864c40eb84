/**
 * @generated SignedSource<<06b1b3067781504bd492ab2c3f7adfbd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartLink_viewer$data = {
  readonly cart: {
    readonly unitCount: number;
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
          "name": "unitCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6da3a674cbf219b194db80aa0037a3ce";

export default node;
