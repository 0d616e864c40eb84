/**
 * @generated SignedSource<<f6ada1073a58ff41828b81c391b2d9b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ListPrivacyToggle_list$data = {
  readonly isPrivate: boolean;
  readonly listId: string;
  readonly " $fragmentType": "ListPrivacyToggle_list";
};
export type ListPrivacyToggle_list$key = {
  readonly " $data"?: ListPrivacyToggle_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListPrivacyToggle_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListPrivacyToggle_list",
  "selections": [
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
      "name": "isPrivate",
      "storageKey": null
    }
  ],
  "type": "List",
  "abstractKey": null
};

(node as any).hash = "c409632fa86e21e1c77dd8edb93927e2";

export default node;
