import { describe, expect, it } from 'vitest';
import { filesMatching } from '../helpers/sourceFiles.ts';

describe("the gateway's GraphQL errors", () => {
  it("are built by its two error helpers only: the graph's (graph/errors.ts) and the requests' (http/plugins/requestErrors.ts)", () => {
    expect(filesMatching(['gateway/src'], /\bnew GraphQLError\(|\bcreateGraphQLError\(/)).toEqual([
      'gateway/src/graph/errors.ts',
      'gateway/src/http/plugins/requestErrors.ts',
    ]);
  });
});
