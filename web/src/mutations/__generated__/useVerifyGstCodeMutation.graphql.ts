/**
 * @generated SignedSource<<c5efcbf781cb54ed3ac031cdbf142485>>
 * @relayHash a9070eec41d00432ce0afb4c15495c6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 790f221d19cb8736e4a547551bee03381f9a8b22df547db4ade9beddb9945a4b

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
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
    "id": "790f221d19cb8736e4a547551bee03381f9a8b22df547db4ade9beddb9945a4b",
    "metadata": {},
    "name": "useVerifyGstCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6fa497071530e6b47df0ac230de05ae7";

export default node;
