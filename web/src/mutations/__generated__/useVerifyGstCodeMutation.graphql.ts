/**
 * @generated SignedSource<<36c4e7054d8cf9048663c30b652bedf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type VerifyGstCodeInput = {
  gstNumber: string;
  gstUsername: string;
  otp: string;
  txn: string;
};
export type useVerifyGstCodeMutation$variables = {
  input: VerifyGstCodeInput;
};
export type useVerifyGstCodeMutation$data = {
  readonly verifyGstCode: {
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
    readonly verified: boolean;
  };
};
export type useVerifyGstCodeMutation = {
  response: useVerifyGstCodeMutation$data;
  variables: useVerifyGstCodeMutation$variables;
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
    "name": "useVerifyGstCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyGstCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a9070eec41d00432ce0afb4c15495c6e",
    "id": null,
    "metadata": {},
    "name": "useVerifyGstCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyGstCodeMutation(\n  $input: VerifyGstCodeInput!\n) {\n  verifyGstCode(input: $input) {\n    verified\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6dd1103381c97a096740d1e3446e9b6e";

export default node;
