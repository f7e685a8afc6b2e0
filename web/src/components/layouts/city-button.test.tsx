import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { City } from '@cinema/contracts';
import { renderApp } from '@/testing/test-utils';

const CITIES: City[] = [
  { _id: 'c-indore', cityName: 'Indore', featured: true },
  { _id: 'c-mumbai', cityName: 'Mumbai', featured: false },
  { _id: 'c-pune', cityName: 'Pune', featured: false },
];

function serveCities() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/cinema/getCities')
        ? Response.json({ success: true, message: 'ok', data: CITIES })
        : Response.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
  );
}

beforeAll(async () => {
  await Promise.all([import('@/lib/contracts-runtime'), import('./city-dialog')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

async function renderHeader() {
  const view = renderApp({ path: '/faqs' });
  await screen.findByRole('heading', { level: 1 });
  return view;
}
const cityButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^City: / });

describe('city choice', () => {
  it('is Indore, the featured city, until the viewer picks one', async () => {
    await renderHeader();
    expect(cityButton()).toHaveAccessibleName('City: Indore');
    expect(cityButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('lists the cities in a dialog, marks the current one, and remembers the pick', async () => {
    serveCities();
    const { user, unmount } = await renderHeader();
    await user.click(cityButton());

    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' });
    const list = await within(dialog).findByRole('list', { name: 'Cities' });
    const cities = within(list).getAllByRole('button');
    expect(cities.map((city) => city.textContent)).toEqual(['Indore', 'Mumbai', 'Pune']);
    expect(cities[0]).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('button', { name: 'Mumbai' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cityButton()).toHaveAccessibleName('City: Mumbai');
    expect(cityButton()).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('city')!)).toEqual({ cityId: 'c-mumbai', cityName: 'Mumbai' });

    // A later visit starts in the same city.
    unmount();
    await renderHeader();
    expect(cityButton()).toHaveAccessibleName('City: Mumbai');
  });

  it('closes on Escape without changing the city', async () => {
    serveCities();
    const { user } = await renderHeader();
    await user.click(cityButton());
    await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Cities' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cityButton()).toHaveAccessibleName('City: Indore');
    expect(localStorage.getItem('city')).toBeNull();
  });

  it('follows a pick made in another tab', async () => {
    await renderHeader();
    act(() => {
      localStorage.setItem('city', JSON.stringify({ cityId: 'c-pune', cityName: 'Pune' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'city' }));
    });
    expect(cityButton()).toHaveAccessibleName('City: Pune');
  });
});
