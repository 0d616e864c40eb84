/**
 * @generated SignedSource<<2331078899edf51b74c1f8c53808a759>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderAddress_order$data = {
  readonly shipTo: {
    readonly houseName: string;
    readonly landmark: string | null | undefined;
    readonly localArea: string;
    readonly name: string;
    readonly phoneNumber: string;
    readonly pincode: string;
    readonly state: string;
  };
  readonly " $fragmentType": "OrderAddress_order";
};
export type OrderAddress_order$key = {
  readonly " $data"?: OrderAddress_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAddress_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderAddress_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderAddress",
      "kind": "LinkedField",
      "name": "shipTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "houseName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "localArea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "landmark",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pincode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "3db8091e335429e95a8e15d5eb6af2d6";

export default node;
