/**
 * @generated SignedSource<<3fc8a23367aa6b27d649c89c9edc6539>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CategoryBar_query$data = {
  readonly topCategories: ReadonlyArray<{
    readonly categoryId: string;
    readonly displayName: string;
    readonly id: string;
    readonly name: string | null | undefined;
  }>;
  readonly " $fragmentType": "CategoryBar_query";
};
export type CategoryBar_query$key = {
  readonly " $data"?: CategoryBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryBar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryBar_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "topCategories",
      "plural": true,
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
          "name": "categoryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bfcbcaaab0745df002ef64ae487fede0";

export default node;
