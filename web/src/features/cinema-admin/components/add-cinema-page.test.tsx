import { FALLBACKS, LOADING_TEXTS, TOASTS } from '@cinema/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCinema, aCity } from '../testing/fixtures';
import { dataReply, deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderAdminRoute } from '../testing/render-admin-route';

const cities = [aCity('Indore', true), aCity('Mumbai')];
const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Add Cinema' });

describe('/cinema/addCinema', () => {
  it('sends the name, pincode and city, then resets the form (the city list is not read again)', async () => {
    const reply = deferredReply();
    const api = mockApi({ getCities: dataReply(cities), addCinema: reply.handler });
    const { user } = renderAdminRoute('/cinema/addCinema');
    await screen.findByRole('option', { name: 'Mumbai' });

    await user.type(field('Cinema name'), '  Cine   Yatra Vijay Nagar ');
    await user.type(field('Pincode'), '45a2 001');
    expect(field('Pincode')).toHaveValue('452001');
    await user.selectOptions(field('City'), 'Indore');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.adding })).toBeDisabled();
    expect(api.bodiesSentTo('addCinema')).toEqual([
      { cinemaName: 'Cine Yatra Vijay Nagar', pincode: '452001', cityId: 'city-indore' },
    ]);

    reply.release(dataReply(aCinema({ cinemaName: 'Cine Yatra Vijay Nagar' }), TOASTS.cinemaAdded));
    expect(await screen.findByText(TOASTS.cinemaAdded)).toBeInTheDocument();
    await waitFor(() => expect(field('Cinema name')).toHaveValue(''));
    expect(field('Pincode')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(screen.getByText(/Cine Yatra Vijay Nagar, Indore is added with 3 screens/)).toBeInTheDocument();
    // A cinema changes the admin's cinemas, not the cities.
    expect(api.callsTo('getCities')).toBe(1);
    expect(screen.getByRole('link', { name: 'Update Screen-1' })).toHaveAttribute(
      'href',
      '/cinema/cin-1/updateScreen/cin-1.s1',
    );
  });

  it('requires the name, a 6-digit pincode and a city before sending anything', async () => {
    const api = mockApi({ getCities: dataReply(cities) });
    const { user } = renderAdminRoute('/cinema/addCinema');
    await screen.findByRole('option', { name: 'Mumbai' });
    await user.type(field('Pincode'), '4520');
    await user.click(submit());

    await waitFor(() => expect(field('Cinema name')).toHaveAccessibleDescription(/Cinema name is required/));
    expect(field('Cinema name')).toHaveFocus();
    expect(field('Pincode')).toHaveAccessibleDescription(/Enter a valid 6-digit pincode/);
    expect(field('City')).toHaveAccessibleDescription(/City is required/);
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('addCinema')).toBe(0);

    await user.type(field('Cinema name'), 'X');
    expect(field('Cinema name')).not.toHaveAttribute('aria-invalid');
  });

  it("toasts the server's refusal, or the spec's fallback when it gives no message", async () => {
    mockApi({
      getCities: dataReply(cities),
      addCinema: (_body, call) =>
        call === 0 ? errorReply(404, 'City not found', 'CITY_NOT_FOUND') : { status: 500, json: {} },
    });
    const { user } = renderAdminRoute('/cinema/addCinema');
    await screen.findByRole('option', { name: 'Mumbai' });
    await user.type(field('Cinema name'), 'PVR');
    await user.type(field('Pincode'), '452001');
    await user.selectOptions(field('City'), 'Mumbai');
    await user.click(submit());
    expect(await screen.findByText('City not found')).toBeInTheDocument();
    expect(field('Cinema name')).toHaveValue('PVR');

    await user.click(submit());
    expect(await screen.findByText(FALLBACKS.addCinema)).toBeInTheDocument();
  });
});
