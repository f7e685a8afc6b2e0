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

export const slugify = (text: string) =>
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
export const labelOf = (slug: string) =>
  LABELS[slug] ??
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

/**
 * The groups of footer links that lead to a page of their own (/explore/<group>/<slug>), which
 * sends a link with something behind it on (a city is chosen, a title searched, a genre filtered)
 * and says so on a page of its own when there is nothing: 'No movies found' was a dead end.
 */
export const EXPLORE_GROUPS = ['movie', 'genre', 'language', 'sport', 'city', 'country'] as const;
export type ExploreGroup = (typeof EXPLORE_GROUPS)[number];
const explore = (group: ExploreGroup) => (slug: string) => paths.footerCategory.getHref(group, slug);

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

const titles = (list: string[]) => list.map((label) => ({ label, href: explore('movie')(slugify(label)) }));
const slugs = (list: string[], href: (slug: string) => string, suffix = '') =>
  list.map((slug) => ({ label: `${labelOf(slug)}${suffix}`, href: href(slug) }));

export const FOOTER_GROUPS: FooterGroup[] = [
  { id: 'now-showing', title: 'Movies now showing', links: titles(CURRENT_TITLES) },
  { id: 'upcoming', title: 'Upcoming movies', links: titles(UPCOMING_TITLES) },
  {
    id: 'genres',
    title: 'Movies by genre',
    links: slugs(GENRE_SLUGS, explore('genre'), ' Movies'),
  },
  {
    id: 'languages',
    title: 'Movies by language',
    links: slugs(LANGUAGE_SLUGS, explore('language'), ' Movies'),
  },
  { id: 'sports', title: 'Sports', links: slugs(SPORT_SLUGS, explore('sport')) },
  { id: 'cities', title: 'Movies in top cities', links: slugs(CITY_SLUGS, explore('city')) },
  { id: 'countries', title: 'Countries', links: slugs(COUNTRY_SLUGS, explore('country')) },
];

export const HELP_LINKS: FooterLink[] = [
  { label: 'About Us', href: paths.aboutUs.getHref() },
  { label: 'Contact Us', href: paths.contactUs.getHref() },
  { label: 'Current Openings', href: paths.currentOpening.getHref() },
  { label: 'FAQs', href: paths.faqs.getHref() },
  { label: 'Terms and Conditions', href: paths.termsConditions.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
];
