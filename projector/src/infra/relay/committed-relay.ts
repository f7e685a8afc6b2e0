// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { committedRelay, type CommittedListener } from '@cinema/workflow';
