// The REST API's Kysely table types (rest-api/src/db/tables.ts and tables/), read from their source: per table, each
// column with whether its type admits null and whether it is Generated<> (the database fills it when left out). The
// files hold flat interfaces (one `name: type;` a line), which is all this reads.
import { readdirSync, readFileSync } from 'node:fs';

export interface ColumnType {
  nullable: boolean;
  generated: boolean;
}

const DB = new URL('../../rest-api/src/db/', import.meta.url);

interface Declared {
  extended: string[];
  members: [name: string, type: string][];
}

function interfaces(): Map<string, Declared> {
  const found = new Map<string, Declared>();
  const files = ['tables.ts', ...readdirSync(new URL('tables/', DB)).map((file) => `tables/${file}`)];
  for (const file of files) {
    const source = readFileSync(new URL(file, DB), 'utf8');
    for (const [, name, extended, body] of source.matchAll(
      /^export interface (\w+)(?: extends ([\w\s,]+))? \{$(.*?)^\}/gms,
    )) {
      found.set(name!, {
        extended: extended ? extended.split(',').map((type) => type.trim()) : [],
        members: [...body!.matchAll(/^\s*(\w+): (.+);$/gm)].map(([, member, type]) => [member!, type!]),
      });
    }
  }
  return found;
}

/** An interface's properties with their declared types, its own and those of the interfaces it extends. */
function properties(declared: Map<string, Declared>, name: string): [string, string][] {
  const found = declared.get(name);
  if (!found) throw new Error(`no interface ${name} in rest-api/src/db/tables`);
  return [...found.extended.flatMap((type) => properties(declared, type)), ...found.members];
}

/** Every table of the `Database` interface, by name, with its columns. */
export function tableTypes(): Record<string, Record<string, ColumnType>> {
  const declared = interfaces();
  return Object.fromEntries(
    properties(declared, 'Database').map(([table, tableInterface]) => [
      table,
      Object.fromEntries(
        properties(declared, tableInterface).map(([column, type]) => [
          column,
          { nullable: /\bnull\b/.test(type), generated: type.startsWith('Generated<') },
        ]),
      ),
    ]),
  );
}
