import {
  DummyDriver,
  IdentifierNode,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { MIGRATIONS } from './migrationList.ts';

const mixedCase = (name: string) => /[a-z]/.test(name) && /[A-Z]/.test(name);

/** Notes each mixed-case name a query holds. */
class CollectNames extends OperationNodeTransformer {
  readonly names = new Map<string, string>();

  protected override transformIdentifier(node: IdentifierNode): IdentifierNode {
    if (mixedCase(node.name)) this.names.set(node.name.toLowerCase(), node.name);
    return node;
  }
}

/**
 * The mixed-case names the migrations give PostgreSQL (createdAt, ...), by their folded spelling (createdat): each
 * migration's statements compiled for PostgreSQL and not run (it finds no tables, so it writes every one).
 */
async function collectSchemaNames(): Promise<Map<string, string>> {
  const collect = new CollectNames();
  const compileOnly = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [
      { transformQuery: ({ node }) => collect.transformNode(node), transformResult: async ({ result }) => result },
    ],
  });
  for (const migration of Object.values(MIGRATIONS)) await migration.up(compileOnly);
  return collect.names;
}

let schemaNames: Promise<Map<string, string>> | undefined;

/** Spells a schema name the way PostgreSQL stored it: the migrations' names are folded on their way in too. */
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
 * The schema's names are folded on PostgreSQL (createdAt is stored as createdat), as the first databases' SQL
 * migrations left them unquoted and raw SQL still writes them so. The typed query builder quotes names, so they are
 * folded the same way on the way in; result rows get the schema's spelling back, so both databases answer
 * { createdAt }. Raw SQL writes a mixed-case alias quoted.
 */
export class PostgresNamesPlugin implements KyselyPlugin {
  private readonly fold: FoldSchemaNames;

  private constructor(private readonly names: Map<string, string>) {
    this.fold = new FoldSchemaNames(names);
  }

  /** The plugin for the current migrations (their names are collected once per process). */
  static async create(): Promise<PostgresNamesPlugin> {
    return new PostgresNamesPlugin(await (schemaNames ??= collectSchemaNames()));
  }

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
