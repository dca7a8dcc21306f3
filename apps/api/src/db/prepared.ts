import type { Db } from './client.ts';

/**
 * A named prepared statement per database handle, built on first use: drizzle builds the SQL text
 * once instead of on every call, and PostgreSQL plans it once per connection (the auth context,
 * the profile). Use `sql.placeholder(name)` for the values.
 */
export function preparedFor<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
