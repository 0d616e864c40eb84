/**
 * @generated SignedSource<<0209369522a58f9c9add14f38b1410ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppShell_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "AddressSelector_viewer" | "CartLink_viewer" | "MobileTabBar_viewer">;
  readonly " $fragmentType": "AppShell_viewer";
};
export type AppShell_viewer$key = {
  readonly " $data"?: AppShell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppShell_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartLink_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileTabBar_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddressSelector_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8edd0468068cb523f8d8c016ab0beec0";

export default node;
