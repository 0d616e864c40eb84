/**
 * @generated SignedSource<<a23ac72ae53039ed5207e8d17f3acf89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountLayout_viewer$data = {
  readonly user: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RequireSignIn_viewer">;
  readonly " $fragmentType": "AccountLayout_viewer";
};
export type AccountLayout_viewer$key = {
  readonly " $data"?: AccountLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLayout_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequireSignIn_viewer"
    },
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "958e765f8010bb6fe133eb46fcfac833";

export default node;
