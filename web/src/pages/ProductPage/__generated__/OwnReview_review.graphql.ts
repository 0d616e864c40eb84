/**
 * @generated SignedSource<<0b664905c8cc248a1e7ef2bbc7df681b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OwnReview_review$data = {
  readonly comment: string | null | undefined;
  readonly createdAt: any;
  readonly rating: number;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "OwnReview_review";
};
export type OwnReview_review$key = {
  readonly " $data"?: OwnReview_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnReview_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnReview_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Review",
  "abstractKey": null
};

(node as any).hash = "2d36cc2a8f0a8b51f4beed6cdb90563b";

export default node;
