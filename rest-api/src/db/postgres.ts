import type Database from 'better-sqlite3';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** How long one statement may take before the REST API gives up on the database (the request answers 500). */
const STATEMENT_TIMEOUT_MS = 15_000;
/** Serialization failures and deadlocks: the transaction is run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 10;

/** What the main thread asks postgresWorker.js: a statement with its values, or to close the connection. */
type WorkerRequest = { id: number } & ({ text: string; values: unknown[]; inTransaction: boolean } | { end: true });
type WorkerAnswer = { id: number } & (
  | { rows: unknown[][]; fields: string[]; rowCount: number }
  | { error: { message: string; code?: string; detail?: string } }
);

export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The SQL split into code and the string literals and comments between it (odd indexes), which are left alone. */
const literals = (sql: string) => sql.split(/('(?:[^']|'')*'|--[^\n]*)/);

/**
 * The few SQLite idioms the application SQL keeps, spelled for PostgreSQL: `?` and `@name` parameters,
 * case-insensitive `LIKE` and `COLLATE NOCASE` (ASCII-only in both, as the database uses the C locale), the search
 * index's `MATCH` (a function of migration 001) and two JSON functions.
 */
export function toPostgres(sql: string): { text: string; names: (string | number)[] } {
  const names: (string | number)[] = [];
  const slot = new Map<string | number, number>();
  const parameter = (name: string | number) => {
    if (!slot.has(name)) slot.set(name, names.push(name));
    return `$${slot.get(name)}`;
  };
  let positional = 0;
  const text = literals(sql)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(/\bproduct_search MATCH \?/g, 'product_search_match(product_search.name, product_search.brandName, ?)')
        .replace(/\?|@(\w+)/g, (_match, name?: string) => parameter(name ?? positional++))
        .replace(/([\w.]+) COLLATE NOCASE/gi, 'lower($1)')
        .replace(/\bLIKE\b/g, 'ILIKE')
        .replace(/\bjson_each\(([^)]+)\)/g, 'json_array_elements_text(($1)::json)')
        .replace(/\bjson_group_array\(/g, 'json_agg(')
        .replace(/\bjson_object\(/g, 'json_build_object(');
    })
    .join('');
  return { text, names };
}

/**
 * PostgreSQL folds unquoted names to lower case. Results get back the spelling of the SQL's mixed-case words (or
 * the schema's, for `*`), so rows look the same as SQLite's. All-capital words are keywords and are skipped.
 */
export function spellings(sql: string, into = new Map<string, string>()) {
  literals(sql).forEach((part, index) => {
    if (index % 2 === 1) return;
    for (const word of part.match(/[A-Za-z_]\w*/g) ?? [])
      if (/[a-z]/.test(word) && /[A-Z]/.test(word)) into.set(word.toLowerCase(), word);
  });
  return into;
}

type Params = unknown[];

/** A prepared statement with better-sqlite3's methods. */
class Statement {
  private readonly text: string;
  private readonly names: (string | number)[];
  private readonly columns: Map<string, string>;
  private mode: 'object' | 'pluck' | 'raw' = 'object';

  constructor(
    private readonly db: PostgresDatabase,
    sql: string,
    schemaNames: Map<string, string>,
  ) {
    ({ text: this.text, names: this.names } = toPostgres(sql));
    this.columns = spellings(sql, new Map(schemaNames));
  }

  pluck() {
    this.mode = 'pluck';
    return this;
  }

  raw() {
    this.mode = 'raw';
    return this;
  }

  private values(params: Params): unknown[] {
    const named =
      params.length === 1 && params[0] !== null && typeof params[0] === 'object' && !Buffer.isBuffer(params[0]);
    const source = (named ? params[0] : params.flat()) as Record<string | number, unknown>;
    return this.names.map((name) => {
      const value = source[name];
      if (value === undefined) throw new RangeError(`Missing value for parameter ${name} of: ${this.text}`);
      return typeof value === 'bigint' ? value.toString() : value;
    });
  }

  private query(params: Params) {
    return this.db.query(this.text, this.values(params));
  }

  private shape(fields: string[], row: unknown[]) {
    if (this.mode === 'pluck') return row[0];
    if (this.mode === 'raw') return row;
    const object: Record<string, unknown> = {};
    fields.forEach((field, i) => (object[this.columns.get(field) ?? field] = row[i]));
    return object;
  }

  all(...params: Params) {
    const { rows, fields } = this.query(params);
    return rows.map((row) => this.shape(fields, row));
  }

  get(...params: Params) {
    const { rows, fields } = this.query(params);
    return rows.length ? this.shape(fields, rows[0]!) : undefined;
  }

  iterate(...params: Params) {
    return this.all(...params)[Symbol.iterator]();
  }

  run(...params: Params) {
    return { changes: this.query(params).rowCount };
  }
}

/**
 * A PostgreSQL database with the part of better-sqlite3's interface the REST API uses, so every route, serializer
 * and the seed run unchanged on either database. Statements run one at a time per process, as on SQLite; a
 * transaction is SERIALIZABLE and is run again when PostgreSQL reports a conflict with another process, which
 * gives order placement, coins and cancellation the guarantees SQLite's single writer gave them.
 */
export class PostgresDatabase {
  private readonly worker: Worker;
  private readonly port: MessageChannel['port1'];
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly schemaNames = new Map<string, string>();
  private depth = 0;
  private sent = 0;
  open = true;

  constructor(readonly url: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(new URL('./postgresWorker.js', import.meta.url), {
      workerData: { url, signal: this.signal, port: port2 },
      transferList: [port2],
    });
    this.worker.unref();
  }

  /** Column names as the schema spells them, for `SELECT *`. */
  learnSchema(sql: string) {
    spellings(sql, this.schemaNames);
  }

  query(text: string, values: unknown[]) {
    if (!this.open) throw new DatabaseError('The database connection is closed');
    return this.ask({ text, values, inTransaction: this.depth > 0 });
  }

  private ask(request: { text: string; values: unknown[]; inTransaction: boolean } | { end: true }) {
    const id = ++this.sent;
    let seen = Atomics.load(this.signal, 0);
    this.port.postMessage({ id, ...request } satisfies WorkerRequest);
    const deadline = Date.now() + STATEMENT_TIMEOUT_MS;
    for (;;) {
      // An answer to a statement that timed out earlier may come first: it is skipped.
      for (let message; (message = receiveMessageOnPort(this.port));) {
        const answer = message.message as WorkerAnswer;
        if (answer.id !== id) continue;
        if ('error' in answer)
          throw new DatabaseError(
            `${answer.error.message}${answer.error.detail ? ` (${answer.error.detail})` : ''}`,
            answer.error.code,
          );
        return answer;
      }
      const left = deadline - Date.now();
      if (left <= 0 || Atomics.wait(this.signal, 0, seen, left) === 'timed-out') {
        throw new DatabaseError(`PostgreSQL did not answer within ${STATEMENT_TIMEOUT_MS} ms`);
      }
      seen = Atomics.load(this.signal, 0);
    }
  }

  prepare(sql: string) {
    return new Statement(this, sql, this.schemaNames);
  }

  exec(sql: string) {
    this.query(sql, []);
    return this;
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R) {
    return (...args: A): R => {
      if (this.depth > 0) return this.nested(fn, args);
      for (let attempt = 1; ; attempt++) {
        this.exec('BEGIN ISOLATION LEVEL SERIALIZABLE');
        this.depth++;
        try {
          const result = fn(...args);
          this.exec('COMMIT');
          return result;
        } catch (err) {
          this.rollBack();
          if (!(err instanceof DatabaseError && RETRYABLE.has(err.code ?? '') && attempt < MAX_ATTEMPTS)) throw err;
        } finally {
          this.depth--;
        }
      }
    };
  }

  /** Ends a failed transaction; when the connection is gone, so is the transaction, and the first error is the one to tell. */
  private rollBack() {
    try {
      this.exec('ROLLBACK');
    } catch {
      // nothing to roll back
    }
  }

  private nested<A extends unknown[], R>(fn: (...args: A) => R, args: A): R {
    const name = `nested_${this.depth}`;
    this.exec(`SAVEPOINT ${name}`);
    this.depth++;
    try {
      const result = fn(...args);
      this.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      this.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    } finally {
      this.depth--;
    }
  }

  /** Ends the connection (so the database can be dropped or copied right after) and the worker. */
  close() {
    if (!this.open) return;
    this.open = false;
    try {
      this.ask({ end: true });
    } finally {
      this.port.close();
      void this.worker.terminate();
    }
  }

  /** better-sqlite3's type: every caller is written against it. */
  asDb() {
    return this as unknown as Database.Database;
  }
}
