import { useState, type FormEvent } from 'react';
import type { Screen } from '@cinema/contracts';
import { LOADING_TEXTS, SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useRenameScreen } from '../api/manage-screens';
import { issuesToFieldErrors, reportFailure } from '../utils/form-errors';
import { screenLabel } from '../utils/seat-classes';

/** Renames one screen in place; Cancel or a save closes it. */
export function ScreenNameForm({ screen, onDone }: { screen: Screen; onDone: () => void }) {
  const [name, setName] = useState(screenLabel(screen));
  const [error, setError] = useState<string>();
  const rename = useRenameScreen();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { renameScreenRequest } = await loadContracts();
    const parsed = renameScreenRequest.safeParse({ screenId: screen._id, name });
    if (!parsed.success) return setError(issuesToFieldErrors<'name'>(parsed.error.issues).name);
    rename.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(SCREEN_MESSAGES.screenRenamed);
        onDone();
      },
      onError: (e) => setError(reportFailure(e, ['name'], SCREEN_MESSAGES.renameScreenFailed).name),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="flex-1"
        label={`New name for ${screenLabel(screen)}`}
        name="name"
        maxLength={30}
        autoFocus
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex gap-2">
        <SubmitButton loading={rename.isPending} loadingText={LOADING_TEXTS.updating} className="w-auto">
          Save
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
