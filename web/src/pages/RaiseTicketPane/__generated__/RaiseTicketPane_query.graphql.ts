/**
 * @generated SignedSource<<927fc3f97cb98e2f9f801894b731155b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketDepartment = "CUSTOMER_SUPPORT" | "SELLER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RaiseTicketPane_query$data = {
  readonly ticketDepartments: ReadonlyArray<{
    readonly department: TicketDepartment;
    readonly issues: ReadonlyArray<string>;
    readonly name: string;
    readonly needsOrder: boolean;
  }>;
  readonly viewer: {
    readonly orders: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly cancelledItems: ReadonlyArray<{
            readonly productName: string;
          }>;
          readonly id: string;
          readonly items: ReadonlyArray<{
            readonly productName: string;
          }>;
          readonly orderId: string;
          readonly placedAt: any;
        };
      }>;
    };
    readonly user: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "RaiseTicketPane_query";
};
export type RaiseTicketPane_query$key = {
  readonly " $data"?: RaiseTicketPane_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RaiseTicketPane_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "productName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RaiseTicketPane_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "kind": "RequiredField",
          "field": {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "OrderConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "orderId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "placedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OrderItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OrderItem",
                        "kind": "LinkedField",
                        "name": "cancelledItems",
                        "plural": true,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "orders(first:100)"
          },
          "action": "THROW"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketDepartmentOption",
      "kind": "LinkedField",
      "name": "ticketDepartments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "department",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issues",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsOrder",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "9a6044f5f5a10dd7b9075dda27ea68ee";

export default node;
