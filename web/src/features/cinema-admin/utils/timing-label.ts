import { TIMINGS } from '@cinema/contracts/browser';

/** '9-12 AM' for a show's timing value, as the Add Show form offers it. */
export const timingLabel = (timing: string) => TIMINGS.find((t) => t.value === timing)?.label ?? timing;
