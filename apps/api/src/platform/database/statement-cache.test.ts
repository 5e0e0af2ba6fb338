import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './statement-cache.ts';

function database(max?: number): Database.Database {
  const db = new Database(':memory:');
  cachePreparedStatements(db, max);
  db.exec('create table t (id integer primary key, name text)');
  db.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return db;
}

describe('cachePreparedStatements', () => {
  it('hands back the statement prepared before for the same text, which runs with new bindings', () => {
    const db = database();
    const first = db.prepare('select name from t where id = ?');
    expect(db.prepare('select name from t where id = ?')).toBe(first);
    expect(db.prepare('select name from t where id = ?').get(2)).toEqual({ name: 'b' });
    expect(db.prepare('select name from t where id = ?').get(3)).toEqual({ name: 'c' });
    expect(db.prepare('select name from t where id > ?')).not.toBe(first);
  });

  it('prepares a fresh statement while the kept one is still being iterated', () => {
    const db = database();
    const rows = db.prepare('select name from t order by id').iterate();
    expect(rows.next().value).toEqual({ name: 'a' });
    expect(db.prepare('select name from t order by id').all()).toHaveLength(3);
    rows.return?.();
  });

  it('drops the least recently used text past its size', () => {
    const db = database(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('still sees the table as it is after a schema change', () => {
    const db = database();
    expect(db.prepare('select * from t where id = ?').get(1)).toEqual({ id: 1, name: 'a' });
    db.exec('alter table t add column extra text');
    expect(db.prepare('select * from t where id = ?').get(1)).toEqual({ id: 1, name: 'a', extra: null });
  });
});
