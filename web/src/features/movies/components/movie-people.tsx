import type { CrewMember } from '@cinema/contracts';
import { sectionTitleClass } from './ui/styles';

// Soft backgrounds for the initials, picked by name so a person keeps their colour.
const TONES = [
  'bg-rose-100 text-rose-800',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
];
const toneOf = (name: string) => TONES[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TONES.length];
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A round avatar with initials (the movie has names, not photos) and the name under it. */
function Person({ name, role }: { name: string; role?: string }) {
  return (
    <li className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className={`flex size-16 items-center justify-center rounded-full text-lg font-bold sm:size-24 sm:text-xl ${toneOf(name)}`}
      >
        {initials(name)}
      </span>
      <span className="mt-2 text-sm font-semibold break-words text-slate-900">{name}</span>
      {role && <span className="text-xs text-slate-500">{role}</span>}
    </li>
  );
}

const gridClass = 'mt-4 grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8';

/** The spec's cast list (names) and crew list (name and profession). */
export function MoviePeople({ cast, crew }: { cast: string[]; crew: CrewMember[] }) {
  return (
    <>
      <section aria-labelledby="cast-title">
        <h2 id="cast-title" className={sectionTitleClass}>
          Cast
        </h2>
        <ul className={gridClass}>
          {cast.map((name, i) => (
            <Person key={`${name}-${i}`} name={name} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="crew-title">
        <h2 id="crew-title" className={sectionTitleClass}>
          Crew
        </h2>
        <ul className={gridClass}>
          {crew.map((member, i) => (
            <Person key={`${member.name}-${i}`} name={member.name} role={member.profession} />
          ))}
        </ul>
      </section>
    </>
  );
}
