import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@cinema/contracts';
import { renderApp } from '@/testing/test-utils';

afterEach(() => vi.restoreAllMocks());

describe('footer help pages', () => {
  it.each([
    ['/about-us', 'About us'],
    ['/contact-us', 'Contact us'],
    ['/current-opening', 'Current openings'],
    ['/faqs', 'Frequently asked questions'],
    ['/terms-conditions', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
  ])('%s shows its page', async (path, title) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('contact gives a support email link', async () => {
    renderApp({ path: '/contact-us' });
    await screen.findByRole('heading', { level: 1 });
    const mail = screen.getByRole('link', { name: /support@/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it('FAQs are a details/summary accordion that opens on click', async () => {
    const { user } = renderApp({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1 });
    const question = screen.getByText('Can I cancel or change my booking?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/cannot be cancelled, exchanged or refunded/)).toBeInTheDocument();
  });

  it('terms carry the spec rules', async () => {
    renderApp({ path: '/terms-conditions' });
    await screen.findByRole('heading', { level: 1 });
    const rules = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    const has = (re: RegExp) => expect(rules.some((r) => re.test(r))).toBe(true);
    has(new RegExp(`at least ${LIMITS.minimumTicketsForShow} tickets`));
    has(/compulsory for everyone aged 3/);
    has(/under 18 .* cannot see A-certified/i);
    has(/cannot be cancelled, exchanged or refunded/);
    has(/Recording .* not allowed/);
  });

  it('navigating scrolls the new page to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderApp({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', { name: 'About Us' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
