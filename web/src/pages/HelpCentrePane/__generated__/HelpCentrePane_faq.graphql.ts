/**
 * @generated SignedSource<<88176c2bf850cdb2df91d49b7bb9c3c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HelpCentrePane_faq$data = {
  readonly faq: ReadonlyArray<{
    readonly answerHtml: string;
    readonly id: string;
    readonly question: string;
  }>;
  readonly " $fragmentType": "HelpCentrePane_faq";
};
export type HelpCentrePane_faq$key = {
  readonly " $data"?: HelpCentrePane_faq$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpCentrePane_faq">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpCentrePane_faq",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Faq",
      "kind": "LinkedField",
      "name": "faq",
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
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerHtml",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "128945b3c6fd4f334e785e972a144d11";

export default node;
