// TEMPORARY re-export, removed at the end of the session: the kit is @cinema/embedded/testing/seat-events-kit.
export * from '@cinema/embedded/testing/seat-events-kit';
