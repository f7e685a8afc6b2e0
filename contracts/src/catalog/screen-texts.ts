// Without zod, so the browser's start-up entry can carry them (contracts/src/browser.ts).
/** Texts of screen management and the cinema edit (beyond the spec's Update Screen). */
export const SCREEN_MESSAGES = {
  screenAdded: 'Screen Added Successfully',
  screenRenamed: 'Screen Renamed Successfully',
  screenRetired: 'Screen Retired Successfully',
  cinemaUpdated: 'Cinema Updated Successfully',
  addScreenFailed: 'Error while adding screen',
  renameScreenFailed: 'Error while renaming screen',
  retireScreenFailed: 'Error while retiring screen',
  updateCinemaFailed: 'Error while updating cinema',
  screenRetiredAlready: 'This screen is retired; choose a screen in use',
  screenNameTaken: 'Another screen of this cinema already has this name',
  tooManyScreens: (max: number) => `A cinema can have at most ${max} screens in use`,
  lastScreen: 'A cinema needs at least one screen in use',
  /** Names the shows an operator must cancel or let finish first. */
  screenHasShows: (screenName: string, shows: readonly string[]) =>
    `${screenName} still has shows to run: ${shows.join('; ')}. Cancel them or let them finish before retiring the screen.`,
} as const;
