/**
 * @generated SignedSource<<aef479733b283eaab02367cfee2d2f9b>>
 * @relayHash ca6b0737cbd25cebd25f8d3dd0b82d17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36c6fc2ebc3574d0e564790400a759bf7615b7cb7687165364787868580f0a42

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "36c6fc2ebc3574d0e564790400a759bf7615b7cb7687165364787868580f0a42",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
