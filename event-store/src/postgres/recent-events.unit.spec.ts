import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../port.ts';
import { recentEvents } from './recent-events.ts';

const event = (n: number): RecordedEvent => ({
  streamId: 's',
  revision: n,
  type: 'T',
  data: { n },
  metadata: {},
  position: `1:${n}`,
  recordedAt: new Date(0),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => event(from + i));
const numbers = (events: RecordedEvent[] | null) => events?.map((e) => e.revision) ?? null;

describe('recent stretch of the log', () => {
  it('serves full pages it holds, and a short one only while it is known to reach the head', () => {
    const recent = recentEvents(100);
    recent.add('0:0', range(1, 10), 50, recent.mark());
    // A full page inside the stretch, at any moment.
    expect(numbers(recent.after('1:2', 3))).toEqual([3, 4, 5]);
    // The read came back short: the stretch reached the head then.
    expect(numbers(recent.after('1:7', 50))).toEqual([8, 9, 10]);
    expect(numbers(recent.after('1:10', 50))).toEqual([]);
    // A commit announced past its end: short pages must ask the database again.
    recent.changed('1:11');
    expect(recent.after('1:7', 50)).toBeNull();
    expect(numbers(recent.after('1:7', 2))).toEqual([8, 9]);
    // A read that started before the announcement does not claim the head.
    const mark = recent.mark();
    recent.changed();
    recent.add('1:10', range(11, 11), 50, mark);
    expect(recent.after('1:11', 50)).toBeNull();
    // Positions it never held are the database's to answer.
    expect(recent.after('1:99', 5)).toBeNull();
  });

  it('tells where it ends and what it holds after a position, even short of an announced commit', () => {
    const recent = recentEvents(100);
    expect(recent.end()).toBeNull();
    recent.add('0:0', range(1, 5), 50, recent.mark());
    recent.changed('1:9');
    expect(recent.end()).toBe('1:5');
    // Not a page it may serve as "all there is" (1:9 was announced)...
    expect(recent.after('1:3', 50)).toBeNull();
    // ...but what it holds, for a reader who will come back for the rest.
    expect(numbers(recent.held('1:3', 50))).toEqual([4, 5]);
    expect(numbers(recent.held('1:5', 50))).toEqual([]);
    expect(recent.held('1:42', 50)).toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest half at once', () => {
    const recent = recentEvents(10);
    recent.add('0:0', range(1, 8), 8, recent.mark());
    recent.add('1:8', range(9, 12), 50, recent.mark());
    expect(recent.after('1:2', 1)).toBeNull();
    expect(numbers(recent.after('1:7', 50))).toEqual([8, 9, 10, 11, 12]);
    // A page that does not continue the stretch, but lies past it, starts a new one.
    recent.add('1:20', range(21, 22), 50, recent.mark());
    expect(recent.after('1:10', 1)).toBeNull();
    expect(numbers(recent.after('1:20', 50))).toEqual([21, 22]);
  });
});
