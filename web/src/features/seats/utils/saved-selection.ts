const KEY = 'seat-selection';

/** Seats chosen before signing in, kept for the way back from the login page (this tab only). */
export function saveSelection(screeningId: string, seatIds: readonly string[]) {
  sessionStorage.setItem(KEY, JSON.stringify({ screeningId, seatIds }));
}

export function readSelection(screeningId: string): string[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return [];
    const { screeningId: id, seatIds } = saved as { screeningId?: unknown; seatIds?: unknown };
    return id === screeningId && Array.isArray(seatIds) ? seatIds.filter((s) => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export const forgetSelection = () => sessionStorage.removeItem(KEY);
