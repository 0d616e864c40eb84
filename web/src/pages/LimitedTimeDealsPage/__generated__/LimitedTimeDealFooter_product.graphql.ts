/**
 * @generated SignedSource<<2896487f865785c290cfae7a3726bcfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatus = "FEW_LEFT" | "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LimitedTimeDealFooter_product$data = {
  readonly limitedTimeEndsAt: any | null | undefined;
  readonly productId: string;
  readonly stockStatus: StockStatus;
  readonly " $fragmentType": "LimitedTimeDealFooter_product";
};
export type LimitedTimeDealFooter_product$key = {
  readonly " $data"?: LimitedTimeDealFooter_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"LimitedTimeDealFooter_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LimitedTimeDealFooter_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limitedTimeEndsAt",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "cfe328b9c0d03e17756742a96add69be";

export default node;
