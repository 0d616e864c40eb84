/**
 * @generated SignedSource<<a3b1f0c26e3015719c7f3ec55cad3964>>
 * @relayHash 89da8cc57741c70947a137bbf7e68089
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0aee5b7c4af18185893472bbbea1ca7f75b00dfbde4e2f029578b40b50d46b1e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddressesPaneQuery } from './AddressesPaneQuery.graphql';

const node: PreloadableConcreteRequest<AddressesPaneQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0aee5b7c4af18185893472bbbea1ca7f75b00dfbde4e2f029578b40b50d46b1e",
    "metadata": {},
    "name": "AddressesPaneQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
