/**
 * @generated SignedSource<<065a02648a91d2124330d9bbb8d0efaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HelpCentrePane_ticket$data = {
  readonly attachments: ReadonlyArray<{
    readonly alt: string;
    readonly url: string;
  }>;
  readonly createdAt: any;
  readonly issue: string;
  readonly orderId: string | null | undefined;
  readonly status: TicketStatus;
  readonly subject: string;
  readonly ticketId: string;
  readonly " $fragmentType": "HelpCentrePane_ticket";
};
export type HelpCentrePane_ticket$key = {
  readonly " $data"?: HelpCentrePane_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpCentrePane_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpCentrePane_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};

(node as any).hash = "67ae8f46da444154280b9f13bf0c5f7a";

export default node;
