/**
 * @generated SignedSource<<31bcfea79870925e85de838f47f209e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type ReportProductInput = {
  brandId?: string | null | undefined;
  details?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  productId?: string | null | undefined;
  reason: string;
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
    "cacheID": "44e419d0ab404cb3d3eb686f8797f28b",
    "id": null,
    "metadata": {},
    "name": "useReportProductMutation",
    "operationKind": "mutation",
    "text": "mutation useReportProductMutation(\n  $input: ReportProductInput!\n) {\n  reportProduct(input: $input) {\n    reported\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c2b315082046b0397f3d94433afecf8";

export default node;
