const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Highest revenue first; equal revenue in name order, so the order never jumps between reads. */
export function byRevenue<T>(
  items: readonly T[],
  paise: (item: T) => number,
  name: (item: T) => string,
): T[] {
  return [...items].sort((a, b) => paise(b) - paise(a) || byName.compare(name(a), name(b)));
}

/** In name order (A to Z, letter case ignored, "Screen 2" before "Screen 10"). */
export function byNameOf<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => byName.compare(name(a), name(b)));
}

export const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);
