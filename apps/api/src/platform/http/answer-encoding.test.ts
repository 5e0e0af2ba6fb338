import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { answerEncoding } from './answer-encoding.ts';

const asking = (headers: Record<string, string>) => answerEncoding({ headers } as unknown as FastifyRequest);

describe('answerEncoding: the coding the compress plugin would choose', () => {
  it('prefers brotli, then gzip, by the weights the client gives', () => {
    expect(asking({ 'accept-encoding': 'br, gzip, deflate' })).toBe('br');
    expect(asking({ 'accept-encoding': 'gzip, deflate' })).toBe('gzip');
    expect(asking({ 'accept-encoding': 'gzip;q=1, br;q=0.5' })).toBe('gzip');
    expect(asking({ 'accept-encoding': 'BR;q=0, gzip' })).toBe('gzip');
    expect(asking({ 'accept-encoding': 'x-gzip' })).toBe('gzip');
    expect(asking({ 'accept-encoding': '*' })).toBe('br');
  });

  it('chooses none when the client accepts none of them or asks for no compression', () => {
    expect(asking({})).toBeNull();
    expect(asking({ 'accept-encoding': 'identity' })).toBeNull();
    expect(asking({ 'accept-encoding': 'deflate' })).toBeNull();
    expect(asking({ 'accept-encoding': 'gzip;q=0, br;q=0' })).toBeNull();
    expect(asking({ 'accept-encoding': 'br, gzip', 'x-no-compression': '1' })).toBeNull();
  });
});
