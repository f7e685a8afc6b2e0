import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

const SPEC = {
  genres: [
    'action',
    'drama',
    'thriller',
    'adventure',
    'animation',
    'fantasy',
    'classic',
    'biography',
    'mystery',
    'political',
  ],
  languages: ['hindi', 'english', 'sindhi', 'japanese', 'panjabi', 'telugu', 'tamil', 'odia', 'korean'],
  sports: ['running', 'football', 'kabaddi', 'chess', 'badminton', 'boxing', 'cricket', 'athletics', 'mma'],
  cities: ['mumbai', 'delhi-ncr', 'chennai', 'bengluru', 'hyderabad', 'pune', 'kolkata', 'kochi'],
  countries: ['indonesia', 'singapore', 'uae', 'sri-lanka', 'west-indies'],
};

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

const hrefsIn = (heading: string) => {
  const section = screen.getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
};

describe('footer', () => {
  // Each leads to its category's page, which goes on where there is something (see footer-category).
  it('lists the spec genres and languages, in order', () => {
    renderFooter();
    expect(hrefsIn('Movies by genre')).toEqual(SPEC.genres.map((g) => `/explore/genre/${g}`));
    expect(hrefsIn('Movies by language')).toEqual(SPEC.languages.map((l) => `/explore/language/${l}`));
  });

  it('lists the spec sports, cities and countries, in order', () => {
    renderFooter();
    expect(hrefsIn('Sports')).toEqual(SPEC.sports.map((s) => `/explore/sport/${s}`));
    expect(hrefsIn('Movies in top cities')).toEqual(SPEC.cities.map((c) => `/explore/city/${c}`));
    expect(hrefsIn('Countries')).toEqual(SPEC.countries.map((c) => `/explore/country/${c}`));
  });

  it('has current and upcoming title slugs', () => {
    renderFooter();
    for (const heading of ['Movies now showing', 'Upcoming movies']) {
      const hrefs = hrefsIn(heading);
      expect(hrefs.length).toBeGreaterThanOrEqual(6);
      for (const href of hrefs) expect(href).toMatch(/^\/explore\/movie\/[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('links the six help pages', () => {
    renderFooter();
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/about-us',
      '/contact-us',
      '/current-opening',
      '/faqs',
      '/terms-conditions',
      '/privacy-policy',
    ]);
  });

  it('credits the developers and carries the 2024 copyright', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent('Built by the Cine Yatra team');
    expect(footer).toHaveTextContent(/© 2024\b/);
  });
});
