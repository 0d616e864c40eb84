/**
 * @generated SignedSource<<1042855cc7eb12681cc00593bd270eea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RequireSignIn_viewer$data = {
  readonly user: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "RequireSignIn_viewer";
};
export type RequireSignIn_viewer$key = {
  readonly " $data"?: RequireSignIn_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequireSignIn_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequireSignIn_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "99fdf5b86ba4366eb401f046a493e2db";

export default node;
