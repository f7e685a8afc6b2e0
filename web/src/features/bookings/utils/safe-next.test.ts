import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const ORIGIN = 'https://cineyatra.example';

describe('safeNextPath', () => {
  it.each([
    ['/buytickets/m/c/3-6pm/seats?date=2026-11-24', '/buytickets/m/c/3-6pm/seats?date=2026-11-24'],
    ['/movies#top', '/movies#top'],
    ['/book/transactions', '/book/transactions'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'movies',
    'https://evil.example/',
    'HTTPS://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    `${ORIGIN}/movies`, // absolute, even to this site: only paths are accepted
  ])('refuses %s', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });
});
