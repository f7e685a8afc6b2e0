import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CrewMember } from '@cinema/contracts';
import { MOVIE_LIMITS, VALIDATION } from '@cinema/contracts/browser';
import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { cleanText } from '../utils/person-names';
import { addButtonClass, RemovableChip } from './ui/removable-chip';

interface CrewInputProps {
  value: readonly CrewMember[];
  onChange: (crew: CrewMember[]) => void;
  error?: string | undefined;
}

const same = (a: CrewMember, b: CrewMember) =>
  a.name.toLowerCase() === b.name.toLowerCase() && a.profession.toLowerCase() === b.profession.toLowerCase();

/** Crew rows: a name and a profession, added together ('Both fields are required'), each removable. */
export function CrewInput({ value, onChange, error }: CrewInputProps) {
  const [name, setName] = useState('');
  const [profession, setProfession] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const professionInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = { problem: `${id}-problem`, error: `${id}-error` };
  const describedBy = [problem && ids.problem, error && ids.error].filter(Boolean).join(' ') || undefined;

  const add = () => {
    const member = { name: cleanText(name), profession: cleanText(profession) };
    if (!member.name || !member.profession) {
      setProblem(VALIDATION.bothFieldsRequired);
      (member.name ? professionInput : nameInput).current?.focus();
      return;
    }
    if (!value.some((existing) => same(existing, member))) {
      onChange([...value, member]);
      setAnnouncement(`Added ${member.name}, ${member.profession} to crew`);
    }
    setName('');
    setProfession('');
    setProblem(null);
    nameInput.current?.focus();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the row, it never submits the form
    add();
  };
  const remove = (index: number) => {
    const member = value[index];
    onChange(value.filter((_, i) => i !== index));
    if (member) setAnnouncement(`Removed ${member.name}, ${member.profession} from crew`);
    nameInput.current?.focus();
  };
  const shared = {
    autoComplete: 'off',
    enterKeyHint: 'enter',
    maxLength: MOVIE_LIMITS.personNameLength,
    onKeyDown: keyDown,
    'aria-invalid': problem || error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <fieldset data-field="crew" className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-800">Crew</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <TextField
          {...shared}
          ref={nameInput}
          label="Crew name"
          name="crewName"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        <TextField
          {...shared}
          ref={professionInput}
          label="Profession"
          name="profession"
          placeholder="e.g. Director"
          value={profession}
          onChange={(event) => {
            setProfession(event.target.value);
            setProblem(null);
          }}
        />
        <button type="button" aria-label="Add crew member" onClick={add} className={addButtonClass}>
          Add
        </button>
      </div>
      {problem && <FieldError id={ids.problem}>{problem}</FieldError>}
      {value.length > 0 && (
        <ul aria-label="Crew members" className="flex flex-wrap gap-2">
          {value.map((member, index) => (
            <RemovableChip
              key={`${index}:${member.name}:${member.profession}`}
              removeLabel={`Remove ${member.name}, ${member.profession} from crew`}
              onRemove={() => remove(index)}
            >
              <span className="font-medium">{member.name}</span>
              <span className="text-brand-700"> · {member.profession}</span>
            </RemovableChip>
          ))}
        </ul>
      )}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
