/** What the cancellation calls answer and what the seat page, the history and the door say. Zod-free. */
export const CANCEL_TEXTS = {
  showCancelled: 'Show cancelled. Every booking is being refunded in full and its holder mailed.',
  screeningCancelled: 'Screening cancelled. Every booking is being refunded in full and its holder mailed.',
  /** A hold, order or booking of a cancelled screening. */
  screeningIsCancelled: (reason: string) => `This show has been cancelled by the cinema: ${reason}`,
  /** The door, scanning a ticket of a cancelled screening. */
  ticketCancelled: (reason: string) =>
    `This show was cancelled (${reason}). The ticket was refunded; do not admit.`,
  showIsCancelled: 'This show has been cancelled',
  reasonRequired: 'Give a reason (it is shown to the ticket holders)',
  reasonTooLong: 'Keep the reason under 300 characters',
} as const;
