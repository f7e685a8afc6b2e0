/** What editing a pending show and extending a live show's run answer and say. Zod-free. */
export const EDIT_TEXTS = {
  showEdited: 'Show updated',
  showUnchanged: 'Nothing to change: the show already runs so',
  runExtended: 'Run extended: the new dates are on sale',
  runUnchanged: 'The run already ends on that date',
  /** A live show keeps its dates, timing and screen (tickets are sold): only its run grows. */
  liveNotEditable: 'This show is live: its dates, time and screen cannot change. Extend its run instead',
  notLive: 'Only a live show’s run can be extended. Edit a show that is not live yet instead',
  endNotLater: 'The new end date must be later than the current one',
  runNotExtended: 'Failed to extend the run',
} as const;
