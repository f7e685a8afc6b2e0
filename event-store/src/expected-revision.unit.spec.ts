import { describe, expect, it } from 'vitest';
import { checkExpected, validateAppend } from './expected-revision.ts';
import { WrongExpectedRevisionError } from './port.ts';

describe('expected revision', () => {
  it('accepts matching conditions', () => {
    expect(() => checkExpected('s', 'any', -1)).not.toThrow();
    expect(() => checkExpected('s', 'any', 4)).not.toThrow();
    expect(() => checkExpected('s', 'no_stream', -1)).not.toThrow();
    expect(() => checkExpected('s', 'stream_exists', 0)).not.toThrow();
    expect(() => checkExpected('s', 3, 3)).not.toThrow();
  });

  it.each([
    ['no_stream', 2, 2],
    ['stream_exists', -1, 'no_stream'],
    [1, 2, 2],
    [0, -1, 'no_stream'],
  ] as const)('rejects expected %s when the stream is at %s', (expected, current, actual) => {
    const error = (() => {
      try {
        checkExpected('show-1', expected, current);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 'show-1', expected, actual });
  });

  it('validates append arguments', () => {
    expect(() => validateAppend('', [{ type: 'T', data: {} }], 'any')).toThrow(TypeError);
    expect(() => validateAppend('s', [], 'any')).toThrow(RangeError);
    expect(() => validateAppend('s', [{ type: 'T', data: {} }], -1)).toThrow(RangeError);
    expect(() => validateAppend('s', [{ type: 'T', data: {} }], 1.5)).toThrow(RangeError);
  });
});
