// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { readCheckpoint, saveCheckpoint } from '@cinema/workflow';
