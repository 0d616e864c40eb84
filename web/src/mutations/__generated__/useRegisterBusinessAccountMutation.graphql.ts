/**
 * @generated SignedSource<<fca5b5a1a1589ebbe73dc043524591d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PhoneCountryCode = "PLUS_91" | "PLUS_97" | "%future added value";
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type VerifyGstCodeInput = {
  gstNumber: string;
  gstUsername: string;
  otp: string;
  txn: string;
};
export type RegisterBusinessAccountInput = {
  confirmPassword: string;
  countryCode?: PhoneCountryCode | null | undefined;
  email: string;
  gstNumber: string;
  gstUsername: string;
  name: string;
  officialPhoneNumber?: string | null | undefined;
  password: string;
  phone: string;
  referralCode?: string | null | undefined;
};
export type useRegisterBusinessAccountMutation$variables = {
  register: RegisterBusinessAccountInput;
  verify: VerifyGstCodeInput;
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
  readonly verifyGstCode: {
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly verified: boolean;
  };
};
export type useRegisterBusinessAccountMutation = {
  response: useRegisterBusinessAccountMutation$data;
  variables: useRegisterBusinessAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "register"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "verify"
},
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
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "verify"
      }
    ],
    "concreteType": "VerifyGstCodePayload",
    "kind": "LinkedField",
    "name": "verifyGstCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "verified",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "register"
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
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterBusinessAccountMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRegisterBusinessAccountMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "8b7adfd757b43f38888e2daaf1bb0419",
    "id": null,
    "metadata": {},
    "name": "useRegisterBusinessAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterBusinessAccountMutation(\n  $verify: VerifyGstCodeInput!\n  $register: RegisterBusinessAccountInput!\n) {\n  verifyGstCode(input: $verify) {\n    verified\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n  registerBusinessAccount(input: $register) {\n    registered\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44a1d11dd9af0bf1bd868f9b4055ec40";

export default node;
