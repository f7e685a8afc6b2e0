import type { EventType } from './schemas.ts';

/** What an upcaster may use besides the payload: where the event is stored. */
export interface UpcastContext {
  streamId: string;
}

/** Lifts a payload of version N to version N + 1. Must accept anything version N ever held. */
export type Upcaster = (data: unknown, context: UpcastContext) => unknown;

export type UpcasterRegistry = { readonly [T in EventType]?: Readonly<Record<number, Upcaster>> };

const ACCOUNT_STREAM = /^account-(.+)$/;

/**
 * Version 1 of the account events covers two shapes written before versions were stamped: the
 * first without `accountId` (only the stream id named the account) and a later one with it.
 */
const accountIdFromStream: Upcaster = (data, { streamId }) => {
  if (typeof data !== 'object' || data === null || 'accountId' in data) return data;
  const accountId = ACCOUNT_STREAM.exec(streamId)?.[1];
  return accountId === undefined ? data : { ...data, accountId };
};

/**
 * Version 2 of the hold events may leave out the screening their hold id names, and version 3 the
 * parts their stream names (storage-form.ts puts them back): a payload of an earlier version,
 * which names them, is a valid payload of the next.
 */
const unchanged: Upcaster = (data) => data;

/** The upcasters of the product, by type and the version they lift from. */
export const upcasters: UpcasterRegistry = {
  PasswordChanged: { 1: accountIdFromStream },
  AccountDeleted: { 1: accountIdFromStream },
  SeatsHeld: { 1: unchanged, 2: unchanged },
  HoldExtended: { 1: unchanged, 2: unchanged },
  HoldReleased: { 1: unchanged, 2: unchanged },
  HoldTaken: { 1: unchanged, 2: unchanged },
};
