import type { z } from 'zod';
import type { admittedTicketSchema } from '@cinema/contracts';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type AdmittedTicket = z.infer<typeof admittedTicketSchema>;

export interface Admission {
  /** The server's words for it ('Ticket verified. Enjoy the show!'). */
  message: string;
  ticket: AdmittedTicket;
}

/**
 * Checks a scanned ticket token at the admin's door and marks it used. The server's refusal
 * ('This is not a valid ticket', 'This ticket has already been used', 'This ticket is for another
 * cinema') is toasted by the API client and shown by the page as well.
 */
export const verifyTicket = async (token: string): Promise<Admission> => {
  const { message, data } = await api<{ message: string; data: AdmittedTicket }>('verifyTicket', {
    body: { token },
  });
  return { message, ticket: data };
};

export const useVerifyTicket = () => useAction(verifyTicket);
