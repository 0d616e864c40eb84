/**
 * @generated SignedSource<<f17a158f9c2f17681d93f95ec9632737>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RefundMethod = "ORIGINAL" | "WALLET" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CancellationForm_refund$data = {
  readonly cancellationRefund: {
    readonly coinsReturned: number;
    readonly orderAmount: {
      readonly formatted: string;
    };
    readonly refundAmount: {
      readonly formatted: string;
    };
    readonly refundMethods: ReadonlyArray<RefundMethod>;
  };
  readonly id: string;
  readonly " $fragmentType": "CancellationForm_refund";
};
export type CancellationForm_refund$key = {
  readonly " $data"?: CancellationForm_refund$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancellationForm_refund">;
};

import CancellationFormRefundQuery_graphql from './CancellationFormRefundQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "lineIds"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CancellationFormRefundQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CancellationForm_refund",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "lineIds",
          "variableName": "lineIds"
        }
      ],
      "concreteType": "CancellationRefund",
      "kind": "LinkedField",
      "name": "cancellationRefund",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "orderAmount",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "refundAmount",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundMethods",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coinsReturned",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "db6bdacbbab24d4e89eb93a8d0919500";

export default node;
