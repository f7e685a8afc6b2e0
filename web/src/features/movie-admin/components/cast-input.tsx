import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MOVIE_LIMITS } from '@cinema/contracts/browser';
import { TextField } from '@/components/form/text-field';
import { addUnique } from '../utils/person-names';
import { RemovableChip } from './ui/removable-chip';

interface CastInputProps {
  value: readonly string[];
  onChange: (cast: string[]) => void;
  error?: string | undefined;
}

/**
 * Cast names as tags: Enter or a comma adds what was typed (empty text and names already listed
 * are ignored; a pasted 'A, B' adds both). Each tag has a remove button; changes are announced.
 */
export function CastInput({ value, onChange, error }: CastInputProps) {
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = (names: string[]) => {
    const { list, added } = addUnique(value, names);
    if (added.length === 0) return;
    onChange(list);
    setAnnouncement(`Added ${added.join(', ')} to cast`);
  };
  const commit = () => {
    add([draft]);
    setDraft('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault(); // Enter adds a name, it never submits the form
    commit();
  };
  // Phones' keyboards do not always report the comma key, so a comma in the text also adds.
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) add(parts);
    setDraft(parts.length > 0 ? rest.trimStart() : rest);
  };
  const remove = (index: number, name: string) => {
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${name} from cast`);
    input.current?.focus();
  };

  return (
    <div data-field="cast" className="space-y-3">
      <TextField
        ref={input}
        label="Cast"
        name="cast"
        autoComplete="off"
        enterKeyHint="enter"
        maxLength={MOVIE_LIMITS.personNameLength}
        value={draft}
        error={error}
        hint="Type a name, then press Enter or type a comma."
        onChange={change}
        onKeyDown={keyDown}
        trailing={
          <button
            type="button"
            aria-label="Add cast member"
            onClick={commit}
            className="shrink-0 border-l border-slate-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            Add
          </button>
        }
      />
      {value.length > 0 && (
        <ul aria-label="Cast members" className="flex flex-wrap gap-2">
          {value.map((name, index) => (
            <RemovableChip
              key={`${index}:${name}`}
              removeLabel={`Remove ${name} from cast`}
              onRemove={() => remove(index, name)}
            >
              {name}
            </RemovableChip>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
