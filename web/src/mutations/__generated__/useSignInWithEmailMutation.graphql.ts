/**
 * @generated SignedSource<<8ad8ec34ecca944cbd5d96ae9e1c25b5>>
 * @relayHash 006debb7768f2a4163f1f3b472f32012
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee56d9fe29a96768242bbb3925407b11c556cf3d6a3c0efc1fa7fca93cf367cf

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type SignInWithEmailInput = {
  email: string;
  password: string;
};
export type useSignInWithEmailMutation$variables = {
  input: SignInWithEmailInput;
};
export type useSignInWithEmailMutation$data = {
  readonly signInWithEmail: {
    readonly userErrors?: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
    };
  };
};
export type useSignInWithEmailMutation = {
  response: useSignInWithEmailMutation$data;
  variables: useSignInWithEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignInWithEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInWithEmailPayload",
        "kind": "LinkedField",
        "name": "signInWithEmail",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
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
              (v2/*:: as any*/)
            ],
            "type": "SignInResult",
            "abstractKey": "__isSignInResult"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInWithEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInWithEmailPayload",
        "kind": "LinkedField",
        "name": "signInWithEmail",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
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
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Address",
                        "kind": "LinkedField",
                        "name": "addresses",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "houseName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "localArea",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pincode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isPrimary",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Cart",
                    "kind": "LinkedField",
                    "name": "cart",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unitCount",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "type": "SignInResult",
            "abstractKey": "__isSignInResult"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ee56d9fe29a96768242bbb3925407b11c556cf3d6a3c0efc1fa7fca93cf367cf",
    "metadata": {},
    "name": "useSignInWithEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "08e71933c9ac5f181239392642300b91";

export default node;
