import { paths } from '@/config/paths';

export interface FooterLink {
  label: string;
  href: string;
}
export interface FooterGroup {
  id: string;
  title: string;
  links: FooterLink[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Labels where capitalising the slug reads wrong. */
const LABELS: Record<string, string> = {
  'delhi-ncr': 'Delhi-NCR',
  uae: 'UAE',
  mma: 'MMA',
  'sri-lanka': 'Sri Lanka',
  'west-indies': 'West Indies',
  bengluru: 'Bengaluru',
};
const labelOf = (slug: string) =>
  LABELS[slug] ??
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

const bySearch = (slug: string) => paths.movies.getHref({ q: slug });

// The spec's slug lists, exactly as it spells them.
export const GENRE_SLUGS = [
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
];
export const LANGUAGE_SLUGS = [
  'hindi',
  'english',
  'sindhi',
  'japanese',
  'panjabi',
  'telugu',
  'tamil',
  'odia',
  'korean',
];
export const SPORT_SLUGS = [
  'running',
  'football',
  'kabaddi',
  'chess',
  'badminton',
  'boxing',
  'cricket',
  'athletics',
  'mma',
];
export const CITY_SLUGS = [
  'mumbai',
  'delhi-ncr',
  'chennai',
  'bengluru',
  'hyderabad',
  'pune',
  'kolkata',
  'kochi',
];
export const COUNTRY_SLUGS = ['indonesia', 'singapore', 'uae', 'sri-lanka', 'west-indies'];

// Static title lists (the spec's footer has fixed slugs, not catalog data).
const CURRENT_TITLES = [
  'Monsoon Express',
  'The Silent Ledger',
  'Rang De Raahi',
  'Circuit Breaker',
  'Dilli Diaries',
  'Ocean of Stars',
  'Chakravyuh Protocol',
  'Midnight at Rajwada',
];
const UPCOMING_TITLES = [
  'Kesari Skies',
  'The Fifth Monsoon',
  'Neon Bazaar',
  'Saffron Run',
  'Echoes of Hampi',
  'Project Garuda',
  'Little Lanterns',
  'Thunder Over Konkan',
];

const titles = (list: string[]) => list.map((label) => ({ label, href: bySearch(slugify(label)) }));
const slugs = (list: string[], href: (slug: string) => string, suffix = '') =>
  list.map((slug) => ({ label: `${labelOf(slug)}${suffix}`, href: href(slug) }));

export const FOOTER_GROUPS: FooterGroup[] = [
  { id: 'now-showing', title: 'Movies now showing', links: titles(CURRENT_TITLES) },
  { id: 'upcoming', title: 'Upcoming movies', links: titles(UPCOMING_TITLES) },
  {
    id: 'genres',
    title: 'Movies by genre',
    links: slugs(GENRE_SLUGS, (genre) => paths.movies.getHref({ genre }), ' Movies'),
  },
  {
    id: 'languages',
    title: 'Movies by language',
    links: slugs(LANGUAGE_SLUGS, (language) => paths.movies.getHref({ language }), ' Movies'),
  },
  { id: 'sports', title: 'Sports', links: slugs(SPORT_SLUGS, bySearch) },
  { id: 'cities', title: 'Movies in top cities', links: slugs(CITY_SLUGS, bySearch) },
  { id: 'countries', title: 'Countries', links: slugs(COUNTRY_SLUGS, bySearch) },
];

export const HELP_LINKS: FooterLink[] = [
  { label: 'About Us', href: paths.aboutUs.getHref() },
  { label: 'Contact Us', href: paths.contactUs.getHref() },
  { label: 'Current Openings', href: paths.currentOpening.getHref() },
  { label: 'FAQs', href: paths.faqs.getHref() },
  { label: 'Terms and Conditions', href: paths.termsConditions.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
];
