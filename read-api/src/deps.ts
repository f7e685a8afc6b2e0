import type { ReadDatabase } from '@cinema/projector/db';
import type { MediaStore, ProjectionProgress } from '@cinema/server-kit';
import type { Kysely } from 'kysely';

export interface ReadDeps {
  db: Kysely<ReadDatabase>;
  progress: ProjectionProgress;
  /** Uploaded images, served at /media (the store write-api puts them in); none: /media is a 404. */
  media?: MediaStore;
  /**
   * The API's public origin (PUBLIC_URL, no trailing slash): image URLs are absolute under it and
   * /media may be embedded from other origins. Unset: relative `/media/…` URLs, same origin only.
   */
  publicUrl?: string;
  /** Decides "today" for show dates; real time unless a test fixes it. */
  clock?: () => Date;
  /**
   * Signs the tokens ticket QR codes carry: `ticketKeyFrom(JWT_SECRET)`, as write-api derives it.
   * Every service passes it; without it (specs of other routes) booking history is not served.
   */
  ticketKey?: string;
}
