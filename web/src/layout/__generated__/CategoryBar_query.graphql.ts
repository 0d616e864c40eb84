/**
 * @generated SignedSource<<9c3ccded20fa625da095ee65e772bab3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CategoryBar_query$data = {
  readonly topCategories: ReadonlyArray<{
    readonly categoryId: string;
    readonly children: ReadonlyArray<{
      readonly categoryId: string;
      readonly children: ReadonlyArray<{
        readonly categoryId: string;
        readonly displayName: string;
        readonly id: string;
        readonly name: string | null | undefined;
      }>;
      readonly displayName: string;
      readonly id: string;
      readonly name: string | null | undefined;
    }>;
    readonly displayName: string;
    readonly id: string;
    readonly name: string | null | undefined;
  }>;
  readonly " $fragmentType": "CategoryBar_query";
};
export type CategoryBar_query$key = {
  readonly " $data"?: CategoryBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryBar_query">;
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
  "name": "categoryId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryBar_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "topCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Category",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
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

(node as any).hash = "a4833d6fd11c5e48f385e22df9eb9946";

export default node;
