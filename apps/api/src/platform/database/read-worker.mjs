// A worker thread of the read pool (read-pool.ts): its own read-only connection to the SQLite
// file (WAL: readers never wait behind the writer), running one long read at a time off the
// server's event loop. Plain JavaScript so it starts the same under tsx, vitest and node.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
// A whole answer compressed here, where the read already runs: through the compress plugin it would
// be copied to zlib's streams and come back in pieces over several turns of the event loop.
import { compressWhole } from '../http/compress-whole.mjs';

// A long read gives way to the event loop when both want a core: on Linux a thread has its own
// nice value (/proc/thread-self names its id), so only this worker runs at a lower priority.
// Elsewhere, or where it is not allowed, it keeps the normal one.
const READ_NICE = 10;
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), READ_NICE);
} catch {
  // No per-thread priority here.
}

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
/** The running read: its row iterator (holding one read transaction, so one snapshot) and options. */
let current = null;

function statement(sql) {
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql).pluck(true);
    statements.set(sql, prepared);
  }
  return prepared;
}

/**
 * The next piece of the JSON array text: '[' first, the separator between rows, ']' last. An
 * answer that fits one piece is compressed when `compression` asks for it; longer ones stream
 * as text and are compressed on their way out by the compress plugin.
 */
function nextChunk() {
  const first = !current.started;
  const parts = first ? ['['] : [];
  let size = 0;
  for (;;) {
    const step = current.rows.next();
    if (step.done) {
      parts.push(']');
      const { compression } = current;
      current = null;
      const bytes = Buffer.from(parts.join(''));
      return { ...(first ? compressWhole(bytes, compression) : { bytes }), done: true };
    }
    if (current.started) parts.push(current.separator);
    current.started = true;
    parts.push(step.value);
    size += step.value.length;
    if (size >= current.chunkChars) return { bytes: Buffer.from(parts.join('')), done: false };
  }
}

function send(message, bytes) {
  // Hand the bytes over without a copy when the buffer owns its memory.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  parentPort.postMessage({ ...message, bytes }, own ? [bytes.buffer] : []);
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'start') {
      current?.rows.return();
      current = {
        rows: statement(message.sql).iterate(...message.bindings),
        separator: message.separator,
        chunkChars: message.chunkChars,
        compression: message.compression,
        started: false,
      };
    } else if (message.type === 'cancel') {
      current?.rows.return();
      current = null;
      return;
    }
    const { bytes, done, encoding } = nextChunk();
    send({ type: 'chunk', done, encoding }, bytes);
  } catch (error) {
    try {
      current?.rows.return();
    } catch {
      // The iterator is already closed.
    }
    current = null;
    parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
