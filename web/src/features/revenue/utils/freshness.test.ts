import { describe, expect, it } from 'vitest';
import { describeUpdated, refreshEvery } from './freshness';

const NOW = Date.parse('2026-09-03T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('how fresh the figures are', () => {
  it('says how long ago they were read, as a person would', () => {
    expect(describeUpdated(ago(0), NOW)).toBe('Updated just now');
    expect(describeUpdated(ago(5), NOW)).toBe('Updated 5 seconds ago');
    expect(describeUpdated(ago(59), NOW)).toBe('Updated 59 seconds ago');
    expect(describeUpdated(ago(61), NOW)).toBe('Updated 1 minute ago');
    expect(describeUpdated(ago(3 * 3600 + 5), NOW)).toBe('Updated 3 hours ago');
    expect(describeUpdated(ago(2 * 86_400), NOW)).toBe('Updated 2 days ago');
  });

  it("takes a server clock a little ahead of the browser's as now", () => {
    expect(describeUpdated(ago(-3), NOW)).toBe('Updated just now');
  });

  it('ticks every second in the first minute, then every half minute', () => {
    expect(refreshEvery(ago(10), NOW)).toBe(1_000);
    expect(refreshEvery(ago(120), NOW)).toBe(30_000);
  });
});
