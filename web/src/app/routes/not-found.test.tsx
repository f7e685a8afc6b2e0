import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from '@cinema/contracts';
import { renderApp } from '@/testing/test-utils';

describe('404 page', () => {
  it('any unknown path shows the spec texts and a link home', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAGE_TEXTS.backToHome })).toHaveAttribute('href', '/');
  });

  it('Back to Home goes to /', async () => {
    const { user, location } = renderApp({ path: '/nope' });
    await user.click(await screen.findByRole('link', { name: PAGE_TEXTS.backToHome }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    // The home route loads lazily; the 404 stays on screen until it has.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: PAGE_TEXTS.notFound })).not.toBeInTheDocument(),
    );
  });

  it('is not shown for a known route', async () => {
    renderApp({ path: '/faqs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(PAGE_TEXTS.notFound)).not.toBeInTheDocument();
  });
});
