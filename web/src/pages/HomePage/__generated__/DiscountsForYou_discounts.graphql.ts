/**
 * @generated SignedSource<<c23126df656a158374a8b8dca027b8bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DiscountsForYou_discounts$data = ReadonlyArray<{
  readonly category: {
    readonly displayName: string;
  } | null | undefined;
  readonly discountId: string;
  readonly image: {
    readonly alt: string;
    readonly url: string;
  };
  readonly upToPercentOff: number;
  readonly " $fragmentType": "DiscountsForYou_discounts";
}>;
export type DiscountsForYou_discounts$key = ReadonlyArray<{
  readonly " $data"?: DiscountsForYou_discounts$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountsForYou_discounts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DiscountsForYou_discounts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upToPercentOff",
      "storageKey": null
    }
  ],
  "type": "Discount",
  "abstractKey": null
};

(node as any).hash = "03a3f5ae07c4082c1bd1c86042987ac4";

export default node;
