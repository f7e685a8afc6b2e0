/** A live-event image drawn in the repository (public/home); the alt text says what it shows. */
export interface LiveEvent {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const event = (n: number, alt: string): LiveEvent => ({
  src: `/home/live-event-${n}.svg`,
  alt,
  width: 400,
  height: 400,
});

/** The spec's 5 fixed live-event images (LIMITS.liveEventImages), on home and under 'Best Live Events'. */
export const LIVE_EVENTS: readonly LiveEvent[] = [
  event(1, 'Comedy shows'),
  event(2, 'Music concerts'),
  event(3, 'Theatre and plays'),
  event(4, 'Kids weekends'),
  event(5, 'Workshops and more'),
];
