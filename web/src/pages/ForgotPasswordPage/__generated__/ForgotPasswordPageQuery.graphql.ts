/**
 * @generated SignedSource<<ed038e4e7296e567fef402ed18eac602>>
 * @relayHash 86a7e06cc57ffe39bb1f86937f1c9618
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 045822a84dcfdf5626ea8193156d42392a1cf6b81d7912a0426b8b5542a2b4a7

import type { ConcreteRequest } from 'relay-runtime';
export type PasswordResetLinkStatus = "EXPIRED" | "INVALID" | "USED" | "VALID" | "%future added value";
export type ForgotPasswordPageQuery$variables = {
  token: string;
};
export type ForgotPasswordPageQuery$data = {
  readonly passwordResetLink: {
    readonly message: string | null | undefined;
    readonly status: PasswordResetLinkStatus;
  };
};
export type ForgotPasswordPageQuery = {
  response: ForgotPasswordPageQuery$data;
  variables: ForgotPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ForgotPasswordPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "045822a84dcfdf5626ea8193156d42392a1cf6b81d7912a0426b8b5542a2b4a7",
    "metadata": {},
    "name": "ForgotPasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9ee92318a53272faefebfc43c08dcd83";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
