/**
 * @generated SignedSource<<45be631b0cdcf2593295d5b2c2934d05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppShell_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "CartLink_viewer" | "MobileTabBar_viewer">;
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4b9504f7bdd70c24354c8a6f3a25859b";

export default node;
