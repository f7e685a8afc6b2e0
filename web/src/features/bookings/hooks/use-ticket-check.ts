import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useVerifyTicket, type Admission } from '../api/verify-ticket';
import type { Refusal } from '../components/refused-ticket';

export type Outcome = { admitted: Admission } | { refused: Refusal } | null;

const EMPTY_CODE = 'Enter the ticket code';

/**
 * The door check's state: the typed or scanned code, its field error, the server's answer (the
 * admitted ticket or its reason to refuse) and the camera scanner being open.
 */
export function useTicketCheck() {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useVerifyTicket();

  const verify = useCallback(
    (value: string) => {
      const token = value.trim();
      if (!token) {
        setFieldError(EMPTY_CODE);
        input.current?.focus();
        return;
      }
      setFieldError(null);
      setOutcome(null);
      mutate(token, {
        onSuccess: (admitted) => {
          setOutcome({ admitted });
          setCode(''); // ready for the next viewer in the queue (a scanner's Enter left focus here)
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          const message = error instanceof ApiError ? error.message : 'Something went wrong.';
          setOutcome({ refused: { code, message } });
          // The next scan replaces the refused code rather than adding to it.
          if (document.activeElement === input.current) input.current?.select();
        },
      });
    },
    [mutate],
  );

  const onScanned = useCallback(
    (scanned: string) => {
      setScanning(false);
      setCode(scanned);
      verify(scanned);
    },
    [verify],
  );

  const type = (value: string) => {
    setCode(value);
    if (fieldError) setFieldError(null);
  };

  return { code, type, fieldError, outcome, scanning, setScanning, input, isPending, verify, onScanned };
}
