// TEMPORARY re-export, removed at the end of the session: the test kits live in
// embedded/src/testing/kits (@cinema/embedded/testing/<kit>), where production code cannot reach them.
export {
  givenLiveScreening,
  loadScreeningState,
  testClock,
  type LiveScreening,
  type TestClock,
} from '@cinema/embedded/testing/screening-test-kit';
