// The PostgreSQL connection of one REST API process, in a worker thread: the main thread posts a statement and
// sleeps on `signal` (Atomics.wait) until the answer is on the port, so the data layer keeps the synchronous
// shape of better-sqlite3 on both databases (postgres.ts declares the messages). Plain JavaScript: a worker
// thread does not get tsx's loader on Node 20.
import pg from 'pg';
import { workerData } from 'node:worker_threads';

const { url, signal, port } = workerData;

// Read values the way better-sqlite3 gives them: numbers for 64-bit integers, sums and averages, 1/0 for booleans
// and JSON as text (the code parses its JSON columns itself).
const types = {
  getTypeParser(oid, format) {
    switch (oid) {
      case 20:
      case 1700:
        return Number;
      case 16:
        return (value) => (value === 't' ? 1 : 0);
      case 114:
      case 3802:
        return (value) => value;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
};

// A lost connection (the server restarted, the network dropped) fails the statements that were on it; the next
// statement outside a transaction opens a new one. A transaction's statements run on the connection its BEGIN ran
// on, or fail: never on a new one, in autocommit.
let connection;
let transactionClient;
function connect() {
  const client = new pg.Client({ connectionString: url, types });
  client.on('error', () => {
    if (connection?.client === client) connection = undefined;
  });
  connection = { client, ready: client.connect() };
  connection.ready.catch(() => {
    if (connection?.client === client) connection = undefined;
  });
  return connection;
}

function answer(message) {
  port.postMessage(message);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

async function run(request) {
  if (request.end) {
    await connection?.client.end().catch(() => {});
    return { id: request.id, rows: [], fields: [], rowCount: 0 };
  }
  if (request.inTransaction && connection?.client !== transactionClient)
    throw new Error('The connection to PostgreSQL was lost during the transaction');
  const { client, ready } = connection ?? connect();
  await ready;
  if (/^BEGIN\b/.test(request.text)) transactionClient = client;
  // Several statements at once (a migration) answer one result each: the last one counts.
  const results = [await client.query({ text: request.text, values: request.values, rowMode: 'array' })].flat();
  const result = results[results.length - 1];
  return {
    id: request.id,
    rows: result.rows ?? [],
    fields: (result.fields ?? []).map((f) => f.name),
    rowCount: result.rowCount ?? 0,
  };
}

port.on('message', (request) => {
  run(request).then(answer, (err) =>
    answer({ id: request.id, error: { message: err.message, code: err.code, detail: err.detail } }),
  );
});
