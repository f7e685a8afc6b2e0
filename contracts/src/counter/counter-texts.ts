// Zod-free, so the browser entry can carry them too.
export const COUNTER_TEXTS = {
  sold: 'Tickets sold at the counter',
  admitted: 'Ticket admitted',
  granted: 'Counter staff added',
  revoked: 'Counter staff removed',
  staffFetched: 'Counter staff fetched successfully',
  screeningsFetched: 'Counter shows fetched successfully',
  notCounterStaff: 'You cannot sell or admit tickets at this cinema',
  notYourCinema: 'You can only name counter staff for your own cinemas',
  ownAccount: 'You run these cinemas already',
  tooManySales: 'Too many counter sales from this account. Please wait a minute and try again.',
  buyerPhone: 'Enter a 10-digit phone number or leave it empty',
} as const;
