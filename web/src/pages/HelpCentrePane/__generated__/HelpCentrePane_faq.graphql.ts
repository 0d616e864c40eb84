/**
 * @generated SignedSource<<dfb6cf5a542f3ef5984975dde8684534>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type HelpCentrePane_faq$data = {
  readonly faq: Result<ReadonlyArray<{
    readonly answerHtml: string;
    readonly id: string;
    readonly question: string;
  }> | null | undefined, unknown>;
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
      "kind": "CatchField",
      "field": {
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
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ed9e2d18c766cebf0c72a1f72b2efd64";

export default node;
