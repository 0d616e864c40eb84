import { readdirSync, readFileSync } from 'node:fs';
import {
  IdentifierNode,
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const MIGRATIONS = new URL('./migrations/postgres/', import.meta.url);

/** String literals and comments: their words are no names (`'Category'` is a value, not a column). */
const LITERALS_AND_COMMENTS = /'(?:[^']|'')*'|--[^\n]*/g;

/** The mixed-case names of the PostgreSQL schema (createdAt, ...), by their folded spelling (createdat). */
function schemaNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const code = readFileSync(new URL(file, MIGRATIONS), 'utf8').replace(LITERALS_AND_COMMENTS, ' ');
    for (const word of code.match(/[A-Za-z_]\w*/g) ?? []) {
      if (/[a-z]/.test(word) && /[A-Z]/.test(word)) names.set(word.toLowerCase(), word);
    }
  }
  return names;
}

/** Spells a schema name the way PostgreSQL stored it: the migrations leave names unquoted, so they are folded. */
class FoldSchemaNames extends OperationNodeTransformer {
  constructor(private readonly names: Map<string, string>) {
    super();
  }

  protected override transformIdentifier(node: IdentifierNode): IdentifierNode {
    const folded = node.name.toLowerCase();
    return this.names.has(folded) ? IdentifierNode.create(folded) : node;
  }
}

/**
 * The schema's tables keep their names as the migrations wrote them, unquoted: PostgreSQL stores createdAt as
 * createdat. The typed query builder quotes names, so they are folded the same way on the way in; result rows get
 * the schema's spelling back, so both databases answer { createdAt }. Raw SQL writes a mixed-case alias quoted.
 */
export class PostgresNamesPlugin implements KyselyPlugin {
  private readonly names = schemaNames();
  private readonly fold = new FoldSchemaNames(this.names);

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.fold.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (result.rows.length === 0) return result;
    const keys = Object.keys(result.rows[0]!).map((key) => [key, this.names.get(key) ?? key] as const);
    if (keys.every(([key, spelled]) => key === spelled)) return result;
    const rows = result.rows.map((row) => Object.fromEntries(keys.map(([key, spelled]) => [spelled, row[key]])));
    return { ...result, rows };
  }
}
