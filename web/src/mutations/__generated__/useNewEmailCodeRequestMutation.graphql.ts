/**
 * @generated SignedSource<<d8db2343a788454452c27d03b42cf7ad>>
 * @relayHash 1217b822b2526eb7768bfb1eb071e831
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38ae3d0204c9013e06048b1af614d1d6bc02c82d0342d873b2b1403bdaadb855

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type RequestNewEmailCodeInput = {
  email: string;
};
export type useNewEmailCodeRequestMutation$variables = {
  input: RequestNewEmailCodeInput;
};
export type useNewEmailCodeRequestMutation$data = {
  readonly requestNewEmailCode: {
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useNewEmailCodeRequestMutation = {
  response: useNewEmailCodeRequestMutation$data;
  variables: useNewEmailCodeRequestMutation$variables;
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
    "concreteType": "RequestNewEmailCodePayload",
    "kind": "LinkedField",
    "name": "requestNewEmailCode",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNewEmailCodeRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNewEmailCodeRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "38ae3d0204c9013e06048b1af614d1d6bc02c82d0342d873b2b1403bdaadb855",
    "metadata": {},
    "name": "useNewEmailCodeRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3d697c407b710eabe9eefb79a1e4c5f";

export default node;
