import type Database from 'better-sqlite3';

/** Distinct statement texts kept per connection; past it the least recently used is dropped. */
const MAX_STATEMENTS = 500;

/**
 * knex's better-sqlite3 driver prepares every statement it runs again (`connection.prepare(sql)`
 * per query): on a small write like a complaint's, with its half a dozen statements, preparing cost
 * about as much as running them. This makes `prepare` on the app's writer connection hand back the
 * statement prepared earlier for the same text (knex's queries bind their values, so a route's
 * queries are a few fixed texts). A statement still running (an `iterate` not finished) is never
 * handed out twice: a fresh one is prepared instead. SQLite re-prepares a kept statement itself
 * after a schema change. knex only calls `all` and `run`, and sets no statement mode.
 */
export function cachePreparedStatements(connection: Database.Database, max = MAX_STATEMENTS): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Database.Statement>();
  connection.prepare = ((sql: string) => {
    const statement = kept.get(sql);
    if (statement && !statement.busy) {
      // Most recently used last: the first key is the one to drop.
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    if (statement) return prepare(sql);
    const prepared = prepare(sql);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(sql, prepared);
    return prepared;
  }) as typeof connection.prepare;
}
