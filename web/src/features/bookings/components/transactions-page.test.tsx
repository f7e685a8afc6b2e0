import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, POSITION_HEADER } from '@cinema/contracts';
import { rememberPosition } from '@/lib/api-client';
import { aBooking, anOlderBooking, QR_PNG } from '../testing/fixtures';
import { deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { bookingsReply } from '../testing/mock-api';
import { renderBookingsRoute } from '../testing/render-bookings-route';

const TRANSACTIONS = '/book/transactions';
const cards = () => within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('article');

describe('/book/transactions', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const api = mockApi({ fetchBookings: bookingsReply([]) });
    const { expectPath } = renderBookingsRoute(TRANSACTIONS);
    await expectPath('/login');
    expect(api.callsTo('fetchBookings')).toBe(0);
  });

  it("shows a spinner while loading, then 'No bookings found'", async () => {
    const reply = deferredReply();
    mockApi({ fetchBookings: reply.handler });
    renderBookingsRoute(TRANSACTIONS, 'Viewer');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bookings');
    reply.release(bookingsReply([]));
    expect(await screen.findByText(PAGE_TEXTS.noBookings)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse movies' })).toHaveAttribute('href', '/movies');
  });

  it('lists the bookings newest first, each card with the spec fields', async () => {
    mockApi({ fetchBookings: bookingsReply([aBooking(), anOlderBooking()]) });
    renderBookingsRoute(TRANSACTIONS, 'Viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking history' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your bookings' });

    const [first, second] = cards();
    expect(within(first!).getByRole('heading', { name: 'Sholay Returns' })).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/mov-1-t-300.jpg');
    expect(first).toHaveTextContent('Tue, 24 Nov 2026');
    expect(first).toHaveTextContent('3:00 PM');
    expect(first).toHaveTextContent('5 Tickets');
    expect(first).toHaveTextContent('Cine Yatra Treasure Island | Indore');
    expect(first).toHaveTextContent('Rs 1,350');

    expect(within(second!).getByRole('heading', { name: 'Lagaan Again' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Sat, 21 Nov 2026');
    expect(second).toHaveTextContent('9:00 PM');
    expect(second).toHaveTextContent('1 Ticket');
    expect(second).toHaveTextContent('Cine Yatra Phoenix | Mumbai');
    expect(second).toHaveTextContent('Rs 1,23,456'); // Indian digit grouping
  });

  it('asks for the bookings at the position of the last write (read-your-writes after paying)', async () => {
    rememberPosition('99:1');
    const api = mockApi({ fetchBookings: bookingsReply([aBooking()]) });
    renderBookingsRoute(TRANSACTIONS, 'Viewer');
    await screen.findByRole('list', { name: 'Your bookings' });
    expect(api.headersSentTo('fetchBookings')[0]?.[POSITION_HEADER]).toBe('99:1');
  });

  it('opens the ticket details: movie, languages, 2D, date and hour, cinema, seats by class, QR and booking ID', async () => {
    mockApi({ fetchBookings: bookingsReply([aBooking(), anOlderBooking()]) });
    const { user } = renderBookingsRoute(TRANSACTIONS, 'Viewer');
    await user.click(
      await screen.findByRole('button', {
        name: 'View ticket: Sholay Returns, Tue, 24 Nov 2026, 3:00 PM, seats V1, V2, B3, R2, R12',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Ticket details' });
    expect(within(dialog).getByRole('heading', { name: 'Sholay Returns' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Hindi/English · 2D');
    expect(dialog).toHaveTextContent('Tue, 24 Nov 2026 · 3:00 PM');
    expect(dialog).toHaveTextContent('Cine Yatra Treasure Island | Indore');
    expect(dialog).toHaveTextContent('5 Tickets');
    const seats = within(dialog).getByLabelText('Seats');
    expect(
      within(seats)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['VIP', 'BALCONY', 'REGULAR']);
    expect(
      within(seats)
        .getAllByRole('definition')
        .map((seat) => seat.textContent),
    ).toEqual(['V1, V2', 'B3', 'R2, R12']);
    // The spec's booking ID: characters 2 to 10 of the id (slice(2, 10)), upper case.
    expect(dialog).toHaveTextContent('Booking ID 3A7C2E41');
    const qr = within(dialog).getByRole('img', { name: 'QR code of the ticket, booking ID 3A7C2E41' });
    expect(qr).toHaveAttribute('src', QR_PNG);
    expect(dialog).toHaveTextContent('This booking cannot be cancelled.');
    expect(dialog).toHaveTextContent('Rs 1,350');
    expect(dialog).not.toHaveTextContent('Used at the door');
  });

  it('is a modal dialog and nothing else: Escape closes it and focus goes back to the card', async () => {
    mockApi({ fetchBookings: bookingsReply([aBooking()]) });
    const { user } = renderBookingsRoute(TRANSACTIONS, 'Viewer');
    const opener = await screen.findByRole('button', { name: /^View ticket: Sholay Returns/ });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Ticket details' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says when a ticket was used at the door', async () => {
    mockApi({ fetchBookings: bookingsReply([aBooking({ admittedAt: '2026-11-24T09:20:00.000Z' })]) });
    const { user } = renderBookingsRoute(TRANSACTIONS, 'Viewer');
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card).toHaveTextContent('Used');
    await user.click(within(card).getByRole('button', { name: /^View ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket details' });
    expect(dialog).toHaveTextContent('Used at the door on 24 Nov 2026, 2:50 PM');
  });

  it('shows why the bookings could not load, and loads them again on request', async () => {
    const api = mockApi({
      fetchBookings: (_body, call) =>
        call === 0
          ? errorReply(500, 'Something went wrong. Please try again.', 'INTERNAL')
          : bookingsReply([]),
    });
    const { user } = renderBookingsRoute(TRANSACTIONS, 'Viewer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(PAGE_TEXTS.noBookings)).toBeInTheDocument();
    expect(api.callsTo('fetchBookings')).toBe(2);
  });

  it('tells an Admin that booking history is for viewers, without asking the server', async () => {
    const api = mockApi({ fetchBookings: bookingsReply([]) });
    renderBookingsRoute(TRANSACTIONS, 'Admin');
    expect(await screen.findByText(/Booking history is kept for viewer accounts/)).toBeInTheDocument();
    expect(api.callsTo('fetchBookings')).toBe(0);
  });
});
