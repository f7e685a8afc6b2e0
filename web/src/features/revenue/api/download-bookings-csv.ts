import { authStorage } from '@/lib/auth-storage';
import { highestPosition } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';

/**
 * Downloads a cinema's bookings of a date range as the server streams them (CSV, UTF-8 with BOM):
 * the browser saves the file; an error answer is the JSON envelope, shown as a toast.
 */
export async function downloadBookingsCsv(body: { cinemaId: string; from: string; to: string }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = authStorage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const position = highestPosition();
  if (position) headers['x-min-position'] = position;
  const { API_BASE, routes } = await loadContracts();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${routes.bookingsCsv.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    toast.error('Could not reach the server. Try again.');
    return false;
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    toast.error(answer?.message ?? 'Error while exporting the bookings');
    return false;
  }
  const file = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `bookings-${body.from}-to-${body.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return true;
}
