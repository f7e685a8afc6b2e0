/** Opaque, totally ordered position in the global event log. */
export type Position = string;

/**
 * A position is "major:minor", two non-negative integers of any size (bigint-safe).
 * PostgreSQL: major = transaction id (xid8), minor = global_position.
 * EventStoreDB: major = commit, minor = prepare.
 */
export interface PositionParts {
  major: bigint;
  minor: bigint;
}

const PATTERN = /^(\d+):(\d+)$/;

export function isPosition(value: unknown): value is Position {
  return typeof value === 'string' && PATTERN.test(value);
}

export function parsePosition(position: Position): PositionParts {
  const match = PATTERN.exec(position);
  if (!match) throw new TypeError(`Invalid position "${position}": expected "major:minor"`);
  return { major: BigInt(match[1]!), minor: BigInt(match[2]!) };
}

export function formatPosition(major: bigint | number | string, minor: bigint | number | string): Position {
  const parts = { major: BigInt(major), minor: BigInt(minor) };
  if (parts.major < 0n || parts.minor < 0n) throw new RangeError('Position parts must be non-negative');
  return `${parts.major}:${parts.minor}`;
}

/** A position as the log writes it, without leading zeros: its parts compare as digits. */
const PLAIN = /^(0|[1-9]\d*):(0|[1-9]\d*)$/;

/**
 * Negative when a < b, zero when equal, positive when a > b. Subscriptions and appends order
 * positions many times per event, so plain ones are compared as digits (the longer number is the
 * larger) without making a BigInt; others (leading zeros, malformed) go through parsePosition.
 */
export function comparePositions(a: Position, b: Position): number {
  const pa = PLAIN.exec(a);
  const pb = PLAIN.exec(b);
  if (pa && pb) return compareDigits(pa[1]!, pb[1]!) || compareDigits(pa[2]!, pb[2]!);
  const x = parsePosition(a);
  const y = parsePosition(b);
  return compareBig(x.major, y.major) || compareBig(x.minor, y.minor);
}

const compareBig = (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0);
const compareDigits = (x: string, y: string) =>
  x.length !== y.length ? (x.length < y.length ? -1 : 1) : x < y ? -1 : x > y ? 1 : 0;

export function maxPosition(...positions: Position[]): Position {
  if (positions.length === 0) throw new RangeError('maxPosition needs at least one position');
  return positions.reduce((max, p) => (comparePositions(p, max) > 0 ? p : max));
}

export function minPosition(...positions: Position[]): Position {
  if (positions.length === 0) throw new RangeError('minPosition needs at least one position');
  return positions.reduce((min, p) => (comparePositions(p, min) < 0 ? p : min));
}

/** True when `position` is at or after `target` (read-your-writes waits use this). */
export function hasReached(position: Position, target: Position): boolean {
  return comparePositions(position, target) >= 0;
}

const KEY_BASE = 10n ** 20n;

/**
 * The position as one decimal number, major·10²⁰ + minor (a minor is below 2⁶⁴ < 10²⁰), so a
 * `numeric` column sorts and compares like comparePositions: `'9:1' > '10:1'` as text, not as keys.
 */
export function positionKey(position: Position): string {
  const { major, minor } = parsePosition(position);
  return (major * KEY_BASE + minor).toString();
}

export function positionFromKey(key: string | bigint): Position {
  const value = BigInt(key);
  return formatPosition(value / KEY_BASE, value % KEY_BASE);
}
