// TEMPORARY re-export, removed at the end of the session: the workflow machinery is @cinema/workflow.
export * from '@cinema/workflow';
