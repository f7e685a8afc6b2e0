// Spec helpers of the write side that specs in other packages use (not part of the service).
export { givenLiveScreening, type LiveScreening } from './shows/seats/screening-test-kit.ts';
