import { Readable } from 'node:stream';
import { isEncodedJson, type EncodedJson } from '../http/answer-encoding.ts';

/** A piece of a streamed answer: text, never compressed on its own (only a whole answer is). */
function textPiece(piece: Buffer | EncodedJson): Buffer {
  if (isEncodedJson(piece)) throw new Error('a compressed piece inside a streamed answer');
  return piece;
}

/**
 * A JSON answer from its pieces: one piece (a day, a short report) as one Buffer, sent with its
 * length as before; more as a stream that asks for the next piece only when the socket (or the
 * compressor) wants more, so one answer holds a few pieces in memory at most. A client gone
 * mid-answer destroys the stream, which ends the read (and frees its worker).
 */
export async function jsonAnswer(pieces: AsyncGenerator<Buffer | EncodedJson>): Promise<Buffer | Readable | EncodedJson> {
  const first = await pieces.next();
  if (first.done) return Buffer.from('[]');
  const second = await pieces.next();
  // Only a whole answer in one piece comes compressed (read-pool.ts).
  if (second.done) return first.value;
  const ahead = [textPiece(first.value), textPiece(second.value)];
  return new Readable({
    read() {
      const queued = ahead.shift();
      if (queued) {
        this.push(queued);
        return;
      }
      pieces.next().then(
        (step) => this.push(step.done ? null : textPiece(step.value)),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      pieces.return(undefined).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}
