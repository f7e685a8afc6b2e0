import { useState, type FormEvent } from 'react';
import type { AdminShow } from '@cinema/contracts';
import { addDays, EDIT_TEXTS, VALIDATION } from '@cinema/contracts/browser';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useExtendShowRun } from '../api/edit-show';
import { formatDate, todayInIndia } from '../utils/dates';

/** A live show runs until a later date; each added date goes on sale at the show's prices. */
export function ExtendRunForm({ show }: { show: AdminShow }) {
  const extend = useExtendShowRun();
  const today = todayInIndia();
  const dayAfter = addDays(show.showEnd, 1);
  const earliest = dayAfter > today ? dayAfter : today;
  const [showEnd, setShowEnd] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!showEnd) return toast.error(VALIDATION.allFieldsRequired);
    if (showEnd <= show.showEnd) return toast.error(EDIT_TEXTS.endNotLater);
    extend.mutate({ showId: show.showId, showEnd }, { onSuccess: () => setShowEnd('') });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label={`Extend ${show.movieName}`}
    >
      <div className="sm:flex-1">
        <TextField
          label="Run until"
          name="showEnd"
          type="date"
          min={earliest}
          value={showEnd}
          hint={`Runs until ${formatDate(show.showEnd)} now`}
          onChange={(e) => setShowEnd(e.target.value)}
        />
      </div>
      <SubmitButton loading={extend.isPending} loadingText="Extending..." className="sm:w-auto">
        Extend run
      </SubmitButton>
    </form>
  );
}
