/**
 * @generated SignedSource<<a2b082a55454aa2143491ed4ce31ad79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ListPrivacyToggle_list$data = {
  readonly id: string;
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
      "name": "isPrivate",
      "storageKey": null
    }
  ],
  "type": "List",
  "abstractKey": null
};

(node as any).hash = "b2474cc45bc80759b3fd1c6fb33e45e3";

export default node;
