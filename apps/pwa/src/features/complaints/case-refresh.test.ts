import { describe, expect, it } from 'vitest';
import { dueForRefresh } from './case-refresh.ts';
import type { LocalComplaint } from './local-rows.ts';

const NOW = 1_800_000_000_000;
const HOUR = 3600_000;

function row(uuid: string, overrides: Partial<LocalComplaint>): LocalComplaint {
  return {
    uuid,
    fields: {} as LocalComplaint['fields'],
    status: 'synced',
    createdAt: NOW,
    sentAt: NOW,
    serverId: 1,
    message: null,
    ...overrides,
  };
}

describe('dueForRefresh (which complaints the phone asks about)', () => {
  it('asks about sent complaints with a code: open ones always, closed ones once a day, newest first', () => {
    const rows = [
      row('pending', { status: 'pending', codigo: null }),
      row('no-code', { codigo: null }),
      row('new', { codigo: 'AAAA-2222', createdAt: NOW - 1 }),
      row('open', {
        codigo: 'BBBB-3333',
        createdAt: NOW - 2,
        caso: { estado: 'EN REVISION', motivo: null, actualizado: 'x', checkedAt: NOW },
      }),
      row('closed-fresh', { codigo: 'CCCC-4444', caso: { estado: 'RESUELTO', motivo: 'm', actualizado: 'x', checkedAt: NOW - HOUR } }),
      row('closed-old', {
        codigo: 'DDDD-5555',
        createdAt: NOW - 3,
        caso: { estado: 'NO PROCEDE', motivo: 'm', actualizado: 'x', checkedAt: NOW - 25 * HOUR },
      }),
    ];
    expect(dueForRefresh(rows, NOW).map((due) => due.uuid)).toEqual(['new', 'open', 'closed-old']);
  });

  it('asks about at most 20 at a time (the endpoint is rate-limited)', () => {
    const many = Array.from({ length: 30 }, (_, index) => row(`r${index}`, { codigo: 'AAAA-2222', createdAt: NOW - index }));
    expect(dueForRefresh(many, NOW)).toHaveLength(20);
  });
});
