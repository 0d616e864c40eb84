/**
 * @generated SignedSource<<ede0a65b5ede5217ffdc4bcf5137746a>>
 * @relayHash 44e419d0ab404cb3d3eb686f8797f28b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50a06c883dcfc02141a5d04b83347bada7b5a1bf72443c2d3fcbf232a3a0399e

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type ReportProductInput = {
  details?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  reason: string;
  target: ReportTargetInput;
};
export type ReportTargetInput = {
  brandId?: never;
  productId: string;
} | {
  brandId: string;
  productId?: never;
};
export type useReportProductMutation$variables = {
  input: ReportProductInput;
};
export type useReportProductMutation$data = {
  readonly reportProduct: {
    readonly reported: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: ReadonlyArray<string> | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useReportProductMutation = {
  response: useReportProductMutation$data;
  variables: useReportProductMutation$variables;
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
    "concreteType": "ReportProductPayload",
    "kind": "LinkedField",
    "name": "reportProduct",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reported",
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
    "name": "useReportProductMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportProductMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50a06c883dcfc02141a5d04b83347bada7b5a1bf72443c2d3fcbf232a3a0399e",
    "metadata": {},
    "name": "useReportProductMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79ff0706e723eacc4819d11f3f2fb933";

export default node;
