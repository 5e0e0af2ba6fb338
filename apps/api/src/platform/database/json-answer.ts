import { Readable } from 'node:stream';

/**
 * A JSON answer from its pieces: one piece (a day, a short report) as one Buffer, sent with its
 * length as before; more as a stream that asks for the next piece only when the socket (or the
 * compressor) wants more, so one answer holds a few pieces in memory at most. A client gone
 * mid-answer destroys the stream, which ends the read (and frees its worker).
 */
export async function jsonAnswer(pieces: AsyncGenerator<Buffer>): Promise<Buffer | Readable> {
  const first = await pieces.next();
  if (first.done) return Buffer.from('[]');
  const second = await pieces.next();
  if (second.done) return first.value;
  const ahead: Buffer[] = [first.value, second.value];
  return new Readable({
    read() {
      const queued = ahead.shift();
      if (queued) {
        this.push(queued);
        return;
      }
      pieces.next().then(
        (step) => this.push(step.done ? null : step.value),
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
