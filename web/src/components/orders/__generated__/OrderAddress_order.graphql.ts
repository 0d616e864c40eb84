/**
 * @generated SignedSource<<3acb42c81e27b9c33a6993d479db3c86>>
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
    readonly landMark: string | null | undefined;
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
          "name": "landMark",
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

(node as any).hash = "9fe703dbd8fd8c6c6003d052b7a1aa34";

export default node;
