import { useSyncExternalStore } from 'react';

/**
 * On a first visit the posters of the first screenful load alone: every other poster waits until
 * they have been painted (or have failed, or `WAIT_LIMIT_MS` passed). On a slow mobile link a
 * dozen posters below the fold would otherwise share the bandwidth with the two the viewer sees
 * first. The gate opens once per page load and stays open, so later pages never wait.
 */
const WAIT_LIMIT_MS = 2500;

let pending = 0;
let open = false;
let limit: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function openGate() {
  if (open) return;
  open = true;
  clearTimeout(limit);
  for (const listener of listeners) listener();
}

/** A first-screen poster starts loading; returns what to call once it has loaded or failed. */
export function holdGateFor(): () => void {
  if (open) return () => {};
  pending += 1;
  limit ??= setTimeout(openGate, WAIT_LIMIT_MS);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pending -= 1;
    // Two frames after the load event, the poster has been painted.
    if (pending === 0) requestAnimationFrame(() => requestAnimationFrame(openGate));
  };
}

/** A later poster may load once nothing holds the gate (checked after the first posters mounted). */
export function releaseGateIfIdle() {
  if (pending === 0) openGate();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useGateOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => true,
  );
