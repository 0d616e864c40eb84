/**
 * @generated SignedSource<<c4a934d7460cf6d84b446c2008506c08>>
 * @relayHash e514f33b3860c7845ef92f30a4b6b6c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40c68e933c81e54e5c2ad876041bd7223cd2c474ada93907da9168628038cb78

import type { ConcreteRequest } from 'relay-runtime';
export type SetListPrivacyInput = {
  isPrivate: boolean;
  listId: string;
};
export type useSetListPrivacyMutation$variables = {
  input: SetListPrivacyInput;
};
export type useSetListPrivacyMutation$data = {
  readonly setListPrivacy: {
    readonly list: {
      readonly id: string;
      readonly isPrivate: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useSetListPrivacyMutation = {
  response: useSetListPrivacyMutation$data;
  variables: useSetListPrivacyMutation$variables;
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
    "concreteType": "SetListPrivacyPayload",
    "kind": "LinkedField",
    "name": "setListPrivacy",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "List",
        "kind": "LinkedField",
        "name": "list",
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
            "name": "isPrivate",
            "storageKey": null
          }
        ],
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
    "name": "useSetListPrivacyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetListPrivacyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "40c68e933c81e54e5c2ad876041bd7223cd2c474ada93907da9168628038cb78",
    "metadata": {},
    "name": "useSetListPrivacyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5692b679aebf159f44091d6f85d825c0";

export default node;
