import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXTS, GUARDS } from '@cinema/contracts';
import { errorReply, mockApi } from '@/testing/mock-api';
import { dataReply } from '../testing/mock-api';
import { renderBookingsRoute } from '../testing/render-bookings-route';

const VERIFY = '/cinema/verifyTicket';
const ticket = {
  bookingId: '9f3a7c2e41b04d8e9c550a1b',
  movieName: 'Sholay Returns',
  cinemaName: 'Cine Yatra Treasure Island',
  screenName: 'Screen-1',
  date: '2026-11-24',
  timing: '3-6pm',
  seats: ['V1', 'V2'],
  admittedAt: '2026-11-24T09:20:00.000Z',
};
const admitted = dataReply(ticket, BOOKING_TEXTS.ticketAdmitted);
const codeField = () => screen.getByRole('textbox', { name: 'Ticket code' });

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});

async function verify(token: string) {
  const view = renderBookingsRoute(VERIFY, 'Admin');
  await view.user.type(await screen.findByRole('textbox', { name: 'Ticket code' }), `${token}{Enter}`);
  return view;
}

describe('/cinema/verifyTicket', () => {
  it('is for Admins: a Viewer is alerted and sent home, a visitor to /login', async () => {
    renderBookingsRoute(VERIFY, 'Viewer');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GUARDS.admin));
    localStorage.clear();
    const { expectPath } = renderBookingsRoute(VERIFY);
    await expectPath('/login');
  });

  it('admits a scanned ticket and shows what to check: movie, cinema and screen, date and time, seats', async () => {
    const api = mockApi({ verifyTicket: admitted });
    await verify('  signed.ticket.token ');
    expect(await screen.findByRole('heading', { name: 'Admitted' })).toBeInTheDocument();
    expect(api.bodiesSentTo('verifyTicket')).toEqual([{ token: 'signed.ticket.token' }]);
    const result = screen.getByRole('heading', { name: 'Admitted' }).closest('div[class*="ring-emerald"]')!;
    expect(result).toHaveTextContent(BOOKING_TEXTS.ticketAdmitted);
    expect(result).toHaveTextContent('Sholay Returns');
    expect(result).toHaveTextContent('Cine Yatra Treasure Island · Screen-1');
    expect(result).toHaveTextContent('Tue, 24 Nov 2026 · 3pm to 6pm');
    expect(
      within(screen.getByRole('list', { name: 'Seats' }))
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['V1', 'V2']);
    expect(result).toHaveTextContent('Booking ID3A7C2E41');
    expect(result).toHaveTextContent('Admitted at2:50 PM');
    // Ready for the next viewer: the field is empty and focused.
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
  });

  it('says a used ticket has already been used (409), inline and as a toast', async () => {
    mockApi({ verifyTicket: errorReply(409, BOOKING_TEXTS.ticketUsed, 'TICKET_USED') });
    await verify('used.token');
    expect(await screen.findByRole('heading', { name: 'Already used' })).toBeInTheDocument();
    expect(screen.getAllByText(BOOKING_TEXTS.ticketUsed)).toHaveLength(2); // inline and the toast
    expect(screen.queryByRole('heading', { name: 'Admitted' })).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('used.token');
  });

  it('says which show a ticket is for when it is scanned at the wrong time (too early, or the show is over)', async () => {
    const message = BOOKING_TEXTS.ticketTooEarly('Fri, 11 Dec 2026, 9pm to 12pm', 2);
    mockApi({ verifyTicket: errorReply(409, message, 'TICKET_NOT_NOW') });
    await verify('tomorrow.token');
    const title = await screen.findByRole('heading', { name: 'Wrong time' });
    expect(screen.getAllByText(message)).toHaveLength(2); // inline and the toast
    expect(title.parentElement).toHaveTextContent('This ticket is for Fri, 11 Dec 2026, 9pm to 12pm.');
    expect(screen.queryByRole('heading', { name: 'Already used' })).not.toBeInTheDocument();
  });

  it('says an unreadable or forged code is not a valid ticket (400)', async () => {
    mockApi({ verifyTicket: errorReply(400, BOOKING_TEXTS.ticketInvalid, 'TICKET_INVALID') });
    await verify('forged');
    expect(await screen.findByRole('heading', { name: 'Not admitted' })).toBeInTheDocument();
    expect(screen.getAllByText(BOOKING_TEXTS.ticketInvalid)).toHaveLength(2);
  });

  it("says a ticket for another admin's cinema is for another cinema (403)", async () => {
    mockApi({ verifyTicket: errorReply(403, BOOKING_TEXTS.notYourTicket, 'NOT_YOUR_TICKET') });
    await verify('elsewhere');
    expect(await screen.findByRole('heading', { name: 'Wrong cinema' })).toBeInTheDocument();
    expect(screen.getAllByText(BOOKING_TEXTS.notYourTicket)).toHaveLength(2);
  });

  it('asks for a code instead of sending an empty one', async () => {
    const api = mockApi({ verifyTicket: admitted });
    const { user } = renderBookingsRoute(VERIFY, 'Admin');
    await user.click(await screen.findByRole('button', { name: 'Verify ticket' }));
    expect(codeField()).toHaveAccessibleDescription(/Enter the ticket code/);
    expect(codeField()).toBeInvalid();
    expect(api.callsTo('verifyTicket')).toBe(0);
  });

  it('offers no camera where the browser cannot read QR codes', async () => {
    mockApi({});
    renderBookingsRoute(VERIFY, 'Admin');
    await screen.findByRole('button', { name: 'Verify ticket' });
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
  });

  describe('with a camera and a QR detector', () => {
    const stopTrack = vi.fn();
    beforeEach(() => {
      class FakeDetector {
        static getSupportedFormats = async () => ['qr_code', 'ean_13'];
        detect = vi.fn(async () => [{ rawValue: 'camera.token', format: 'qr_code' }]);
      }
      vi.stubGlobal('BarcodeDetector', FakeDetector);
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          enumerateDevices: async () => [{ kind: 'videoinput', deviceId: '', label: '', groupId: '' }],
          getUserMedia: async () => {
            // happy-dom's MediaStream has no tracks of its own
            return Object.assign(new MediaStream(), { getTracks: () => [{ stop: stopTrack }] });
          },
        },
      });
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      vi.restoreAllMocks();
    });

    it("'Scan with camera' reads the QR code, switches the camera off and verifies the ticket", async () => {
      const api = mockApi({ verifyTicket: admitted });
      const { user } = renderBookingsRoute(VERIFY, 'Admin');
      await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
      expect(await screen.findByRole('heading', { name: 'Admitted' })).toBeInTheDocument();
      expect(api.bodiesSentTo('verifyTicket')).toEqual([{ token: 'camera.token' }]);
      expect(stopTrack).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
