/**
 * @generated SignedSource<<acb51c3a97fef6c79af3bc4b4a0faf64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type signInResult_payload$data = {
  readonly userErrors: ReadonlyArray<{
    readonly code: UserErrorCode;
    readonly field: ReadonlyArray<string> | null | undefined;
    readonly message: string;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
  };
  readonly " $fragmentType": "signInResult_payload";
};
export type signInResult_payload$key = {
  readonly " $data"?: signInResult_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"signInResult_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "signInResult_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AppShell_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignInResult",
  "abstractKey": "__isSignInResult"
};

(node as any).hash = "4b295717c47a2bcffa6599f7a07d17c1";

export default node;
