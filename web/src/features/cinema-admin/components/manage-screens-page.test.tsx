import { screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { dataReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderApp, signInAs } from '@/testing/test-utils';
import { aCinema, aScreen } from '../testing/fixtures';

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

const retiredThree = { ...aScreen(3, { configured: false }), retiredAt: '2026-02-01T10:00:00.000Z' };
const cinema = aCinema({
  screenDetails: [aScreen(1), aScreen(2, { name: 'Audi 2' })],
  retiredScreens: [retiredThree],
});

function renderScreens() {
  signInAs('Admin');
  return renderApp({ path: '/cinema/screens?cinema=cin-1' });
}

describe('/cinema/screens', () => {
  it('lists the screens in use by name and the retired ones, and adds a screen', async () => {
    const api = mockApi({ getCinemaDetails: dataReply([cinema]) });
    const { user } = renderScreens();
    const inUse = await screen.findByRole('list', { name: 'Screens in use' });
    const rows = within(inUse).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual([
      'Rename Screen-1',
      'Rename Audi 2',
    ]);
    expect(screen.getByRole('list', { name: 'Retired screens' })).toHaveTextContent('Screen-3 · retired on');
    // The next screen is numbered after the retired one: its position is never reused.
    const name = screen.getByLabelText('New screen');
    expect(name).toHaveAttribute('placeholder', 'Screen-4');

    const added = aCinema({
      ...cinema,
      screenDetails: [...cinema.screenDetails, aScreen(4, { name: 'IMAX' })],
    });
    api.serve({ addScreen: dataReply(added, SCREEN_MESSAGES.screenAdded) });
    await user.type(name, 'IMAX');
    await user.click(screen.getByRole('button', { name: 'Add Screen' }));
    expect(await screen.findByText(SCREEN_MESSAGES.screenAdded)).toBeInTheDocument();
    expect(api.bodiesSentTo('addScreen')).toEqual([{ cinemaId: 'cin-1', name: 'IMAX' }]);
    expect(name).toHaveValue('');
  }, 15_000); // the first render loads the page's lazy parts on a busy machine

  it('asks before retiring, and keeps a refusal naming the shows readable in the dialog', async () => {
    const refusal = SCREEN_MESSAGES.screenHasShows('Audi 2', ['Jawan, 3-6pm, 12 Dec to 14 Dec (live)']);
    const api = mockApi({
      getCinemaDetails: dataReply([cinema]),
      retireScreen: errorReply(409, refusal, 'SCREEN_HAS_SHOWS'),
    });
    const { user } = renderScreens();
    await user.click(await screen.findByRole('button', { name: 'Retire Audi 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Audi 2?' });
    expect(api.callsTo('retireScreen')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retire Audi 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.bodiesSentTo('retireScreen')).toEqual([{ screenId: 'cin-1.s2' }]);
  });

  it("checks the pincode with the spec's rule before saving the cinema's details", async () => {
    const api = mockApi({ getCinemaDetails: dataReply([cinema]) });
    const { user } = renderScreens();
    const pincode = await screen.findByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '04520');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(api.callsTo('updateCinema')).toBe(0);

    api.serve({ updateCinema: dataReply({ ...cinema, pincode: '452010' }, SCREEN_MESSAGES.cinemaUpdated) });
    await user.clear(pincode);
    await user.type(pincode, '452010');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(SCREEN_MESSAGES.cinemaUpdated)).toBeInTheDocument();
    expect(api.bodiesSentTo('updateCinema')).toEqual([
      { cinemaId: 'cin-1', cinemaName: 'Cine Yatra Treasure Island', pincode: '452010' },
    ]);
  });
});
