/**
 * @generated SignedSource<<49ae76d7677571c22eed8a88cf69164b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HelpCentrePane_query$data = {
  readonly viewer: {
    readonly tickets: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly status: TicketStatus;
          readonly " $fragmentSpreads": FragmentRefs<"HelpCentrePane_ticket">;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "HelpCentrePane_query";
};
export type HelpCentrePane_query$key = {
  readonly " $data"?: HelpCentrePane_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpCentrePane_query">;
};

import HelpCentrePanePaginationQuery_graphql from './HelpCentrePanePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "viewer",
  "tickets"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": HelpCentrePanePaginationQuery_graphql
    }
  },
  "name": "HelpCentrePane_query",
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
          "kind": "RequiredField",
          "field": {
            "alias": "tickets",
            "args": null,
            "concreteType": "TicketConnection",
            "kind": "LinkedField",
            "name": "__HelpCentrePane_tickets_connection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Ticket",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "HelpCentrePane_ticket"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          "action": "THROW"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "900b3770ee1ee9038ba7f40869724e2d";

export default node;
