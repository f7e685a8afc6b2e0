export interface PollLoop {
  /** Runs a pass soon instead of at the next poll (new rows were just committed in this process). */
  wake(): void;
  /** Stops after the pass in progress. */
  close(): Promise<void>;
}

/**
 * Calls `pass` again at once while it reports a full batch, otherwise every `pollMs` or when
 * woken. A failing pass is reported and retried at the next poll. The timing here is only about
 * when to look: what is due is decided by the caller's clock, so tests drive it with their own.
 */
export function pollLoop(
  pass: () => Promise<{ more: boolean }>,
  { pollMs, onError }: { pollMs: number; onError: (error: unknown) => void },
): PollLoop {
  let closed = false;
  let woken = false;
  let interrupt: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      interrupt = done;
    });
  const run = async () => {
    while (!closed) {
      woken = false;
      let more = false;
      try {
        more = (await pass()).more;
      } catch (error) {
        onError(error);
      }
      if (!more && !woken && !closed) await sleep();
    }
  };
  const running = run();
  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async close() {
      closed = true;
      interrupt?.();
      await running;
    },
  };
}
