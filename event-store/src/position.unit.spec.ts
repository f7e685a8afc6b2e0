import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  formatPosition,
  hasReached,
  isPosition,
  maxPosition,
  minPosition,
  parsePosition,
} from './position.ts';

describe('position', () => {
  it('parses and formats bigint-sized parts', () => {
    const big = '18446744073709551615:9007199254740993';
    expect(parsePosition(big)).toEqual({ major: 18446744073709551615n, minor: 9007199254740993n });
    expect(formatPosition(18446744073709551615n, '9007199254740993')).toBe(big);
    expect(formatPosition(3, 4)).toBe('3:4');
  });

  it('rejects malformed positions', () => {
    for (const bad of ['', '1', '1:', ':1', '-1:2', '1:2:3', 'a:b', ' 1:2']) {
      expect(isPosition(bad)).toBe(false);
      expect(() => parsePosition(bad)).toThrow(TypeError);
    }
    expect(() => formatPosition(-1, 0)).toThrow(RangeError);
  });

  it('orders by major, then minor, numerically', () => {
    expect(comparePositions('2:1', '10:0')).toBeLessThan(0);
    expect(comparePositions('10:0', '2:1')).toBeGreaterThan(0);
    expect(comparePositions('5:9', '5:10')).toBeLessThan(0);
    expect(comparePositions('5:10', '5:10')).toBe(0);
    expect(comparePositions('0:9', '1:0')).toBeLessThan(0);
    expect(comparePositions('18446744073709551615:2', '18446744073709551615:10')).toBeLessThan(0);
    expect(comparePositions('18446744073709551616:0', '9999999999999999999:9')).toBeGreaterThan(0);
  });

  it('orders parts written with leading zeros by their value (a client may send them back so)', () => {
    expect(comparePositions('007:1', '7:1')).toBe(0);
    expect(comparePositions('010:0', '9:5')).toBeGreaterThan(0);
    expect(comparePositions('3:0009', '3:10')).toBeLessThan(0);
    expect(hasReached('0:0', '0:00')).toBe(true);
  });

  it('refuses to compare malformed positions', () => {
    for (const bad of ['', '1', '1:', ':1', '-1:2', '1:2:3', 'a:b', ' 1:2', '1:2 '])
      expect(() => comparePositions(bad, '1:1')).toThrow(TypeError);
  });

  it('finds the max and min, and checks reach', () => {
    expect(maxPosition('1:5', '3:1', '2:9')).toBe('3:1');
    expect(minPosition('1:5', '3:1', '0:9')).toBe('0:9');
    expect(() => maxPosition()).toThrow(RangeError);
    expect(hasReached('3:1', '3:1')).toBe(true);
    expect(hasReached('3:0', '3:1')).toBe(false);
  });
});
