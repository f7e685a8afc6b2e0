import type { EventData } from '@cinema/contracts';
import type { ColumnType } from 'kysely';

/** Seats and prices (paise) of a screen's three classes, as ScreenConfigured carries them. */
export type ScreenConfig = Pick<EventData<'ScreenConfigured'>, 'regular' | 'balcony' | 'vip'>;

export interface CinemaTable {
  cinema_id: string;
  cinema_name: string;
  pincode: string;
  city_id: string;
  /** The city's name when the cinema was added (cities are never renamed). */
  city_name: string;
  admin_id: string;
  added_at: Date;
  position: string;
  position_key: string;
}

export interface ScreenTable {
  screen_id: string;
  cinema_id: string;
  /** "Screen-1", … until renamed. */
  name: string;
  /** 1, 2, 3: the screen's place in its cinema (not an event position). */
  screen_position: number;
  /** jsonb, null until configured; written as JSON text. */
  config: ColumnType<ScreenConfig | null, string | null, string | null>;
  /** 0 until configured, +1 per configuration (the ETag). */
  version: number;
  /** Set once retired (null while in use); the row stays for the screen's past shows. */
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  position: string;
  /** Updates are guarded by it, so an older event never overwrites a newer one. */
  position_key: string;
}

export interface CinemasDB {
  cinemas: CinemaTable;
  screens: ScreenTable;
}
