// TEMPORARY re-export, removed at the end of the session: the engine is @cinema/workflow's.
export { projectorHealth, type ProjectorHealth } from '@cinema/workflow';
