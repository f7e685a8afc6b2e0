const format = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1990-04-12' → '12 April 1990'; no date → '—'; text that is not a date is shown as it is. */
export function formatDateOfBirth(dob: string | null): string {
  if (!dob) return '—';
  const date = new Date(dob);
  return Number.isNaN(date.getTime()) ? dob : format.format(date);
}
