/**
 * The form's height on a phone (its fields wrap onto three lines) and wider: its lazy placeholder
 * takes the same, so the figures below do not move down when the form arrives.
 */
export const RANGE_FORM_HEIGHT = 'min-h-58 sm:min-h-32';
