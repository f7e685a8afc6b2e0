/** Consecutive runs of items with the same key, in order: [a, a, b, a] → [[a, a], [b], [a]]. */
export function runsBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && key(last[0]!) === key(item)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * Pieces of at most `size` items: a multi-row insert binds one parameter per column per row, and
 * PostgreSQL takes at most 65,535 in one statement.
 */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
