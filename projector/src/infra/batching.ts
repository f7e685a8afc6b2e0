// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { chunksOf, runsBy } from '@cinema/workflow';
