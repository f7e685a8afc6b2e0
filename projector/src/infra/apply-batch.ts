// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { advanceCheckpoint, applyBatch, CheckpointBehindError, type ProjectorLog } from '@cinema/workflow';
