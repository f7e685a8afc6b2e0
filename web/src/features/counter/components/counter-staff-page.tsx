import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { counterScreeningsQuery } from '../api/counter-screenings';
import { counterStaffQuery, useStaffChange } from '../api/counter-staff';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * Admin: names counter staff for their cinemas by email (someone without an account gets the
 * signup mail with its code) and removes them; staff can only sell and admit at those cinemas.
 */
export function CounterStaffPage() {
  const staff = useQuery(counterStaffQuery());
  const cinemas = useQuery(counterScreeningsQuery());
  const own = (cinemas.data ?? []).filter((c) => c.role === 'admin');
  const revoke = useStaffChange('revoke');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <title>Counter staff · Cine Yatra</title>
      <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Counter staff</h1>
      <p className="mt-2 text-slate-600">
        People who sell walk-in tickets and admit them at the door of the cinemas you choose, and nothing
        else.
      </p>
      <Link
        to={paths.counter.getHref()}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        Open the counter
      </Link>
      <div className="mt-6 space-y-6">
        {cinemas.isPending ? <Spinner label="Loading your cinemas" /> : <InviteForm cinemas={own} />}
        <div className={card}>
          <h2 className="text-lg font-semibold text-slate-900">Your counter staff</h2>
          {staff.isPending ? (
            <Spinner label="Loading your counter staff" />
          ) : staff.data?.length ? (
            <ul className="mt-3 divide-y divide-slate-200">
              {staff.data.map((member) => (
                <li key={member.accountId} className="py-3">
                  <p className="font-semibold text-slate-900 break-all">
                    {member.userName ?? 'Not signed up yet'} · {member.email}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {member.cinemas.map((c) => (
                      <li
                        key={c.cinemaId}
                        className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
                      >
                        {c.cinemaName}
                        <button
                          type="button"
                          aria-label={`Remove ${member.email} from ${c.cinemaName}`}
                          disabled={revoke.isPending}
                          onClick={() => revoke.mutate({ email: member.email, cinemaIds: [c.cinemaId] })}
                          className="min-h-8 rounded-full px-3 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                        >
                          Remove
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">No counter staff yet.</p>
          )}
        </div>
      </div>
    </section>
  );
}

function InviteForm({ cinemas }: { cinemas: { cinemaId: string; cinemaName: string; cityName: string }[] }) {
  const grant = useStaffChange('grant');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(
      { email, cinemaIds: chosen },
      {
        onSuccess: () => {
          setEmail('');
          setChosen([]);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Add counter staff" className={`${card} space-y-4`}>
      <h2 className="text-lg font-semibold text-slate-900">Add counter staff</h2>
      <TextField
        label="Email"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">At these cinemas</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {cinemas.map((c) => (
            <div key={c.cinemaId} className="rounded-lg px-3 ring-1 ring-slate-200">
              <CheckboxField
                label={`${c.cinemaName}, ${c.cityName}`}
                checked={chosen.includes(c.cinemaId)}
                onChange={(e) =>
                  setChosen(
                    e.target.checked ? [...chosen, c.cinemaId] : chosen.filter((id) => id !== c.cinemaId),
                  )
                }
              />
            </div>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={grant.isPending || chosen.length === 0}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Add counter staff
      </button>
    </form>
  );
}
