import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { requestLoggerFactory } from './request-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  let children = 0;
  const root = pino(
    {
      level,
      onChild: () => {
        children += 1;
      },
    },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const child = (bindings: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    requestLoggerFactory.call({} as FastifyInstance, root, bindings, options, {} as never);
  return { lines, child, children: () => children };
}

describe('the request logger', () => {
  it('makes no pino child for a request that writes nothing at its level', () => {
    const { lines, child, children } = logger('info');
    const log = child({ reqId: 'req-1' });
    log.debug({ res: { statusCode: 200 } }, 'request completed');
    log.trace('nothing');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes its lines through one child bound to the request id', () => {
    const { lines, child, children } = logger('info');
    const log = child({ reqId: 'req-2' });
    log.info({ res: { statusCode: 401 } }, 'request refused');
    log.error(new Error('boom'), 'request failed');
    expect(children()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-2', 'request refused'],
      ['req-2', 'request failed'],
    ]);
    expect(lines[1]?.err).toMatchObject({ message: 'boom' });
  });

  it('makes the child at once when the route sets its own level', () => {
    const { lines, child, children } = logger('info');
    const log = child({ reqId: 'req-3' }, { level: 'debug' });
    expect(children()).toBe(1);
    log.debug('seen');
    expect(lines.map((line) => line.msg)).toEqual(['seen']);
  });
});
