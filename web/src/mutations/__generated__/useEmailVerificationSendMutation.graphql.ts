/**
 * @generated SignedSource<<69602f52547997dfce92325427ceb18f>>
 * @relayHash 9d5251a00fe45d45db153fef077d1c8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bad4d7fa76810977d217d203d9810a672791a08a2ee9562f000f102aae07766e

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type useEmailVerificationSendMutation$variables = Record<PropertyKey, never>;
export type useEmailVerificationSendMutation$data = {
  readonly sendEmailVerification: {
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useEmailVerificationSendMutation = {
  response: useEmailVerificationSendMutation$data;
  variables: useEmailVerificationSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendEmailVerificationPayload",
    "kind": "LinkedField",
    "name": "sendEmailVerification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailVerificationSendMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useEmailVerificationSendMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bad4d7fa76810977d217d203d9810a672791a08a2ee9562f000f102aae07766e",
    "metadata": {},
    "name": "useEmailVerificationSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1910c7cdd25745abfcb1456d697b9ca4";

export default node;
