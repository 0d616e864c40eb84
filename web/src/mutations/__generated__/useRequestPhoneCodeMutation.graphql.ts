/**
 * @generated SignedSource<<3c2db1505ca629e8c6af5da78646fbcd>>
 * @relayHash 6a7dee26b88cb8271087d9ab850a27e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 106c20bf6f1df570da9b14230ab0ca51558904bd4e8243bd7cc2e4f198606e0d

import type { ConcreteRequest } from 'relay-runtime';
export type PhoneCountryCode = "PLUS_91" | "PLUS_97" | "%future added value";
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type RequestPhoneCodeInput = {
  countryCode?: PhoneCountryCode | null | undefined;
  phone: string;
};
export type useRequestPhoneCodeMutation$variables = {
  input: RequestPhoneCodeInput;
};
export type useRequestPhoneCodeMutation$data = {
  readonly requestPhoneCode: {
    readonly otpSession: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRequestPhoneCodeMutation = {
  response: useRequestPhoneCodeMutation$data;
  variables: useRequestPhoneCodeMutation$variables;
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
    "concreteType": "RequestPhoneCodePayload",
    "kind": "LinkedField",
    "name": "requestPhoneCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "otpSession",
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
    "name": "useRequestPhoneCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPhoneCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "106c20bf6f1df570da9b14230ab0ca51558904bd4e8243bd7cc2e4f198606e0d",
    "metadata": {},
    "name": "useRequestPhoneCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ebb6d97f6085ffdb0c87d26a34548a47";

export default node;
