/**
 * @generated SignedSource<<cba3996496f1ebf06b4870c619f333b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileTabBar_viewer$data = {
  readonly user: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CartLink_viewer">;
  readonly " $fragmentType": "MobileTabBar_viewer";
};
export type MobileTabBar_viewer$key = {
  readonly " $data"?: MobileTabBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileTabBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileTabBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartLink_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "fed5b9eb8a8032d71032578389deba2c";

export default node;
