// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { startProjector, type ProjectorOptions, type RunningProjector } from '@cinema/workflow';
