/** Positions are "major:minor" pairs of non-negative integers, ordered pairwise. */
export function comparePositions(a: string, b: string): number {
  const [a1 = 0n, a2 = 0n] = a.split(':').map(BigInt);
  const [b1 = 0n, b2 = 0n] = b.split(':').map(BigInt);
  if (a1 !== b1) return a1 < b1 ? -1 : 1;
  if (a2 !== b2) return a2 < b2 ? -1 : 1;
  return 0;
}
