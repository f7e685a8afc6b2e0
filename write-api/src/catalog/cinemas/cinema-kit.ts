import type { DomainEvent } from '@cinema/contracts';
import { cinemaDecider, type CinemaCommand } from './cinema-decider.ts';

/**
 * Given/when for the cinema decider's unit specs: its cinema and screen commands and the schedule
 * commands (add, go live, edit, extend, cancel) that live on the same stream.
 */
export const given = (events: DomainEvent[]) =>
  events.reduce(cinemaDecider.evolve, cinemaDecider.initialState());
export const decide = (command: CinemaCommand, history: DomainEvent[]) =>
  cinemaDecider.decide(command, given(history));

// 10 Dec 2026, 11:30 in India: the specs' shows start two days later.
export const now = new Date('2026-12-10T06:00:00Z');

/** Seats and prices of Sapna Sangeeta's screen: 100 regular, 50 balcony, 10 VIP. */
export function screenConfigured(screenId: string, vipPaise = 50_000): DomainEvent {
  return {
    type: 'ScreenConfigured',
    data: {
      cinemaId: 'cin1',
      screenId,
      regular: { seats: 100, pricePaise: 15_000 },
      balcony: { seats: 50, pricePaise: 25_000 },
      vip: { seats: 10, pricePaise: vipPaise },
      version: 1,
      configuredBy: 'admin-1',
      configuredAt: now.toISOString(),
    },
  };
}

/** Admin-1 opened Sapna Sangeeta (cin1) in Indore with `screens` screens named by position. */
export function cinemaAdded(screens = 3): DomainEvent {
  return {
    type: 'CinemaAdded',
    data: {
      cinemaId: 'cin1',
      cinemaName: 'Sapna Sangeeta',
      pincode: '452001',
      cityId: 'city-indore',
      cityName: 'Indore',
      adminId: 'admin-1',
      screens: Array.from({ length: screens }, (_, i) => ({
        screenId: `cin1.s${i + 1}`,
        name: `Screen-${i + 1}`,
        position: i + 1,
      })),
      addedAt: now.toISOString(),
    },
  };
}

/** Admin-1's cinema cin1 in Indore with `screens` screens, of which `configured` have seats set. */
export function openCinema({
  screens = 3,
  configured = ['cin1.s1', 'cin1.s3'],
}: { screens?: number; configured?: string[] } = {}): DomainEvent[] {
  return [cinemaAdded(screens), ...configured.map((screenId) => screenConfigured(screenId))];
}
