import { CompiledQuery, type Compilable, type Kysely, type KyselyPlugin, type QueryResult } from 'kysely';

/**
 * A statement that Kysely builds, transforms (the schema plugin) and compiles once per database
 * handle's plugins, after which each call only binds its values. For the statements of every
 * projector batch: building one with Kysely cost about as much CPU as sending it.
 *
 * `build` is handed a marker in place of each value and must pass the markers on as parameters,
 * unchanged; the statement's text must not depend on the values (a list of rows goes in as one
 * JSON parameter, not as a `values` list). Parameters that are not markers are the builder's own
 * constants and are bound as compiled.
 */
export function prepared<Db, Values extends readonly unknown[]>(
  build: (db: Kysely<Db>, ...values: Values) => Compilable<unknown>,
) {
  const compiled = new PluginKeyed<Statement>();
  return async <Row>(db: Kysely<Db>, ...values: Values): Promise<QueryResult<Row>> => {
    const statement = compiled.get(db.getExecutor().plugins, () => compile(build, db, values.length));
    const parameters = statement.slots.map((slot) =>
      typeof slot === 'number' ? values[slot] : slot.constant,
    );
    return db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
  };
}

interface Statement {
  sql: string;
  /** Each parameter: the index of the value it binds, or a constant of the builder. */
  slots: (number | { constant: unknown })[];
}

function compile<Db, Values extends readonly unknown[]>(
  build: (db: Kysely<Db>, ...values: Values) => Compilable<unknown>,
  db: Kysely<Db>,
  count: number,
): Statement {
  const markers = Array.from({ length: count }, (_, i) => `«prepared value ${i}»`);
  const { sql, parameters } = build(db, ...(markers as unknown as Values)).compile();
  const slots = parameters.map((parameter) => {
    const index = typeof parameter === 'string' ? markers.indexOf(parameter) : -1;
    if (index >= 0) return index;
    // A value the builder looked into (rather than passing it on) would be compiled in for good.
    const inside = typeof parameter === 'string' ? markers.findIndex((m) => parameter.includes(m)) : -1;
    if (inside >= 0) throw new Error(`prepared statement: the builder reads value ${inside}`);
    return { constant: parameter };
  });
  const missing = markers.findIndex((_, i) => !slots.includes(i));
  if (missing >= 0) throw new Error(`prepared statement: the builder reads value ${missing}`);
  return { sql, slots };
}

/**
 * One entry per chain of plugin instances: a handle and its transactions share their plugins, and
 * each schema's handle has its own schema plugin, so each schema gets its own compiled text.
 */
class PluginKeyed<T> {
  private readonly root: Node<T> = { next: new WeakMap() };

  get(plugins: readonly KyselyPlugin[], create: () => T): T {
    let node = this.root;
    for (const plugin of plugins) {
      let next = node.next.get(plugin);
      if (!next) node.next.set(plugin, (next = { next: new WeakMap() }));
      node = next;
    }
    return (node.value ??= create());
  }
}

interface Node<T> {
  next: WeakMap<KyselyPlugin, Node<T>>;
  value?: T;
}
