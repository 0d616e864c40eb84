/**
 * @generated SignedSource<<ba625e9398fb23d385b1706277b96c4e>>
 * @relayHash c3efd18fa59e91d406610bf217cc936c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 849b89486801735380c4068824af183729c6400bb13ad5cb308f6f331ebe614d

import type { ConcreteRequest } from 'relay-runtime';
export type PhoneCountryCode = "PLUS_91" | "PLUS_97" | "%future added value";
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type RegisterBusinessAccountInput = {
  confirmPassword: string;
  countryCode?: PhoneCountryCode | null | undefined;
  email: string;
  gstNumber: string;
  gstUsername: string;
  gstVerificationToken?: string | null | undefined;
  name: string;
  officialPhoneNumber?: string | null | undefined;
  password: string;
  phone: string;
  phoneVerificationToken?: string | null | undefined;
  referralCode?: string | null | undefined;
};
export type useRegisterBusinessAccountMutation$variables = {
  input: RegisterBusinessAccountInput;
};
export type useRegisterBusinessAccountMutation$data = {
  readonly registerBusinessAccount: {
    readonly registered: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRegisterBusinessAccountMutation = {
  response: useRegisterBusinessAccountMutation$data;
  variables: useRegisterBusinessAccountMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RegisterBusinessAccountPayload",
    "kind": "LinkedField",
    "name": "registerBusinessAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registered",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterBusinessAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterBusinessAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "849b89486801735380c4068824af183729c6400bb13ad5cb308f6f331ebe614d",
    "metadata": {},
    "name": "useRegisterBusinessAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b6a859ae49a708bc3e08472220d7d703";

export default node;
