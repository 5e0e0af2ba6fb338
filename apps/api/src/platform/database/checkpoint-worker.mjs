// The WAL checkpointer's thread (wal-checkpointer.ts): its own connection to the SQLite file,
// copying committed WAL frames into the database file (and fsyncing both) off the server's event
// loop, every `everyMs` and whenever asked. PASSIVE never blocks the writer or a reader; frames a
// reader still needs wait for the next round. Plain JavaScript, like read-worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
let last = { log: -1, checkpointed: -1 };

/** One PASSIVE checkpoint; reported when asked for (`asked`) or when the WAL changed since. */
function checkpoint(asked) {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    const { log, checkpointed } = result;
    if (asked || log !== last.log || checkpointed !== last.checkpointed)
      parentPort.postMessage({ type: 'checkpoint', log, checkpointed, asked });
    last = { log, checkpointed };
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error), asked });
  }
}

const timer = setInterval(() => checkpoint(false), workerData.everyMs);
parentPort.on('message', (message) => {
  if (message.type === 'checkpoint') checkpoint(true);
  if (message.type === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
