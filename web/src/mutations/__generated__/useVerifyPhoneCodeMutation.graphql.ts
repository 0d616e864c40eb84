/**
 * @generated SignedSource<<32ac151afbdd0387ac281b0c52d7bc49>>
 * @relayHash 6df1e7babc86b8ea48ddbae90f19c645
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bff9045db9a06185ee925859adf2751da5255f7fb5fb918aa582482807237af

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PhoneCodeStatus = "SIGNED_IN" | "VERIFIED" | "%future added value";
export type PhoneCountryCode = "PLUS_91" | "PLUS_97" | "%future added value";
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type VerifyPhoneCodeInput = {
  countryCode?: PhoneCountryCode | null | undefined;
  otp: string;
  otpSession: string;
  phone: string;
};
export type useVerifyPhoneCodeMutation$variables = {
  input: VerifyPhoneCodeInput;
};
export type useVerifyPhoneCodeMutation$data = {
  readonly verifyPhoneCode: {
    readonly status: PhoneCodeStatus | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"AppShell_viewer">;
    };
  };
};
export type useVerifyPhoneCodeMutation = {
  response: useVerifyPhoneCodeMutation$data;
  variables: useVerifyPhoneCodeMutation$variables;
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
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
    "name": "useVerifyPhoneCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VerifyPhoneCodePayload",
        "kind": "LinkedField",
        "name": "verifyPhoneCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/)
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
    "name": "useVerifyPhoneCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VerifyPhoneCodePayload",
        "kind": "LinkedField",
        "name": "verifyPhoneCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Address",
                    "kind": "LinkedField",
                    "name": "addresses",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v4/*:: as any*/),
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
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4bff9045db9a06185ee925859adf2751da5255f7fb5fb918aa582482807237af",
    "metadata": {},
    "name": "useVerifyPhoneCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "203f695526eaa0d121aed601d825e4a0";

export default node;
