/**
 * @generated SignedSource<<558131164cb64f04481a3cd2b42211e6>>
 * @relayHash dbcdc54d1af4e6adcf53760fc6a8d37e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27d5d411ce9c05bb8c9b299fb5ac60125ed87699783417537b281e8a66de8bc6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscountProductsPageQuery } from './DiscountProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscountProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "27d5d411ce9c05bb8c9b299fb5ac60125ed87699783417537b281e8a66de8bc6",
    "metadata": {},
    "name": "DiscountProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
