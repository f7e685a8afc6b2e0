// TEMPORARY re-export, removed at the end of the session: the kit is @cinema/embedded/testing/screening-test-kit.
export * from '@cinema/embedded/testing/screening-test-kit';
