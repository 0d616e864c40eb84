/**
 * @generated SignedSource<<8ecb35908cfac4c9dcd45916d87a9bd2>>
 * @relayHash 433e8c14bc3efc5ebffbec642b62818f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9a62e846e014ed6018ada7f0397b17849c8d8997408850d974857aa952e0c63

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PersonalInformationPaneQuery } from './PersonalInformationPaneQuery.graphql';

const node: PreloadableConcreteRequest<PersonalInformationPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d9a62e846e014ed6018ada7f0397b17849c8d8997408850d974857aa952e0c63",
    "metadata": {},
    "name": "PersonalInformationPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
