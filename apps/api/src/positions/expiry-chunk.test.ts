import { describe, expect, it } from 'vitest';
import { nextChunk } from './history-days.ts';

describe('the SQLite expiry chunk', () => {
  it('shrinks when a statement held the event loop too long, down to a floor', () => {
    expect(nextChunk(2000, 130)).toBe(1000);
    let rows = 2000;
    for (let i = 0; i < 20; i += 1) rows = nextChunk(rows, 200);
    expect(rows).toBe(20);
  });

  it('grows while statements are quick, up to a ceiling, and stays put near its aim', () => {
    expect(nextChunk(500, 1)).toBe(1000);
    let rows = 500;
    for (let i = 0; i < 20; i += 1) rows = nextChunk(rows, 1);
    expect(rows).toBe(5000);
    expect(nextChunk(700, 8)).toBe(700);
  });
});
