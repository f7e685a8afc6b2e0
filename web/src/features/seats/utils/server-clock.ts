/*
 * The server's clock as this device reckons it. A phone's clock can be minutes off; a hold's end
 * is the server's instant, so its countdown (and whether a hold is still live) runs on the
 * server's time: each hold answer carries the server's time, and the offset from this device's
 * clock is kept until the next one.
 */
let offsetMs = 0;

/** Takes the server's clock from an answer's `serverTime` (without one: the device's own clock). */
export function noteServerTime(serverTime: string | undefined, receivedAt: number = Date.now()) {
  const at = serverTime ? Date.parse(serverTime) : Number.NaN;
  offsetMs = Number.isFinite(at) ? at - receivedAt : 0;
}

/** Now, on the server's clock (milliseconds since the epoch). */
export const serverNow = () => Date.now() + offsetMs;
