import { COUNTER_TEXTS, normalizeEmail } from '@cinema/contracts';
import { AppError, DomainError } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { loadAccount } from '../../accounts/account/commands.ts';
import { accountIdFor } from '../../accounts/account/stream-id.ts';
import { issueOtp } from '../../accounts/otp/commands.ts';
import { loadCinema } from '../../catalog/cinemas/commands.ts';
import { CinemaNotFoundError } from '../../catalog/cinemas/errors.ts';
import { ownedCinema } from '../../catalog/cinemas/owned-cinema.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { loadCounterStaff } from './counter-access.ts';
import { counterStaffDecider } from './counter-staff.ts';
import { counterStaffStreamId } from './stream-id.ts';

export interface StaffChange {
  email: string;
  cinemaIds: readonly string[];
}

/** Every cinema named must be one the Admin runs (404 unknown, 403 another Admin's). */
async function ownAll(deps: WriteDeps, adminId: string, cinemaIds: readonly string[]) {
  for (const cinemaId of new Set(cinemaIds))
    ownedCinema(await loadCinema(deps, cinemaId), adminId, () => new CinemaNotFoundError(cinemaId));
}

async function onStaff(
  deps: WriteDeps,
  accountId: string,
  command: Parameters<typeof counterStaffDecider.decide>[0],
) {
  const { position } = await handleCommand(
    deps.store,
    counterStaffStreamId(accountId),
    counterStaffDecider,
    command,
    {
      metadata: { actorId: command.adminId },
    },
  );
  const state = await loadCounterStaff(deps, accountId);
  // Nothing new (granted or revoked before): the stream's newest event is what queries must reach.
  const newest = position ?? (await deps.store.readStream(counterStaffStreamId(accountId))).at(-1)?.position;
  return { position: newest ?? '0:0', cinemaIds: [...state.cinemas.keys()] };
}

/**
 * An Admin names an email counter staff for some of their cinemas. An email with no account yet
 * is granted all the same (the account id comes from the email) and gets today's signup mail with
 * a code: once they sign up with it, they sell. A code refused by the OTP limits leaves the grant
 * standing; the invitee can ask for one on the signup page.
 */
export async function grantCounterStaff(deps: WriteDeps, adminId: string, input: StaffChange, ip: string) {
  const email = normalizeEmail(input.email);
  const accountId = accountIdFor(email);
  if (accountId === adminId) throw new DomainError('COUNTER_OWN_ACCOUNT', COUNTER_TEXTS.ownAccount);
  await ownAll(deps, adminId, input.cinemaIds);
  const result = await onStaff(deps, accountId, {
    type: 'GrantCounterStaff',
    accountId,
    email,
    cinemaIds: input.cinemaIds,
    adminId,
    now: deps.clock(),
  });
  if ((await loadAccount(deps, accountId)).status === 'none')
    await issueOtp(deps, 'signup', email, { ip, delivery: 'mail' }).catch((error: unknown) => {
      if (!(error instanceof DomainError || error instanceof AppError)) throw error;
    });
  return { accountId, email, ...result };
}

/** An Admin takes counter work at some of their cinemas away from an account (from its next request on). */
export async function revokeCounterStaff(deps: WriteDeps, adminId: string, input: StaffChange) {
  const email = normalizeEmail(input.email);
  const accountId = accountIdFor(email);
  await ownAll(deps, adminId, input.cinemaIds);
  const result = await onStaff(deps, accountId, {
    type: 'RevokeCounterStaff',
    accountId,
    cinemaIds: input.cinemaIds,
    adminId,
    now: deps.clock(),
  });
  return { accountId, email, ...result };
}
