import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import type { CinemaCommand } from '../../catalog/cinemas/cinema-decider.ts';
import { NotYourCinemaError } from '../../catalog/cinemas/errors.ts';
import type { CancelShow } from './cancel-decide.ts';
import { ShowCancelledError, ShowNotFoundError } from './errors.ts';
import { decide, now, openCinema as openTwoScreenCinema } from '../../catalog/cinemas/cinema-kit.ts';

// The show runs 12-14 Dec at 9 am (03:30 UTC) on a cinema of two screens, the first set up.
const openCinema = () => openTwoScreenCinema({ screens: 2, configured: ['cin1.s1'] });
const cancel = (over: Partial<CancelShow> = {}): CancelShow => ({
  type: 'CancelShow',
  showId: 'cin1.show1',
  reason: 'Projector failure',
  by: { accountId: 'admin-1', superAdmin: false },
  now,
  ...over,
});

describe('CancelShow: a pending show', () => {
  const history = () => [...openCinema(), showAdded()];

  it('cancels it with the reason and no screening to cancel', () => {
    expect(decide(cancel(), history())).toEqual([
      {
        type: 'ShowCancelled',
        data: {
          showId: 'cin1.show1',
          cinemaId: 'cin1',
          reason: 'Projector failure',
          cancelledBy: 'admin-1',
          cancelledAt: now.toISOString(),
          screenings: [],
        },
      },
    ]);
  });

  it("refuses another admin's show, and lets a SuperAdmin cancel any", () => {
    expect(() => decide(cancel({ by: { accountId: 'admin-2', superAdmin: false } }), history())).toThrow(
      NotYourCinemaError,
    );
    const [event] = decide(cancel({ by: { accountId: 'super-1', superAdmin: true } }), history());
    expect(event).toMatchObject({ type: 'ShowCancelled', data: { cancelledBy: 'super-1' } });
  });

  it('refuses a show it does not have', () => {
    expect(() => decide(cancel({ showId: 'cin1.nope' }), history())).toThrow(ShowNotFoundError);
  });

  it('never goes live once cancelled, and frees its slot for another show', () => {
    const cancelled = [...history(), ...decide(cancel(), history())];
    expect(() =>
      decide({ type: 'MakeShowLive', showId: 'cin1.show1', adminId: 'admin-1', now }, cancelled),
    ).toThrow(ShowCancelledError);
    expect(decide(addShow('cin1.show2'), cancelled)).toHaveLength(1);
  });

  it('changes nothing when cancelled again (the first reason stands)', () => {
    const cancelled = [...history(), ...decide(cancel(), history())];
    expect(decide(cancel({ reason: 'Another reason' }), cancelled)).toEqual([]);
  });
});

describe('CancelShow: a live show', () => {
  const history = () => [...openCinema(), showAdded(), showWentLive()];

  it('lists every screening still to begin', () => {
    const [event] = decide(cancel(), history());
    expect(event).toMatchObject({
      data: { screenings: ['cin1.show1.2026-12-12', 'cin1.show1.2026-12-13', 'cin1.show1.2026-12-14'] },
    });
  });

  it('leaves out the screenings that have begun (they took place)', () => {
    const [event] = decide(cancel({ now: new Date('2026-12-13T04:00:00Z') }), history());
    expect(event).toMatchObject({ data: { screenings: ['cin1.show1.2026-12-14'] } });
  });
});

function addShow(showId = 'cin1.show1'): CinemaCommand {
  return {
    type: 'AddShow',
    showId,
    cinemaId: 'cin1',
    screenId: 'cin1.s1',
    movieId: 'mov1',
    movie: { movieName: 'Kantara' },
    timing: '9-12am',
    showStart: '2026-12-12',
    showEnd: '2026-12-14',
    adminId: 'admin-1',
    now,
  };
}
function showAdded(): DomainEvent {
  return decide(addShow(), openCinema())[0]!;
}
function showWentLive(): DomainEvent {
  return decide({ type: 'MakeShowLive', showId: 'cin1.show1', adminId: 'admin-1', now }, [
    ...openCinema(),
    showAdded(),
  ])[0]!;
}
