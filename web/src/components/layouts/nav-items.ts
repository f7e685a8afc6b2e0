import type { AccountType } from '@cinema/contracts';
import { paths } from '@/config/paths';

/** A navigation entry; one without `href` is an item the spec gives no target (shown as "coming soon"). */
export interface NavItem {
  label: string;
  href?: string;
}

/** Null when logged out. */
export type Audience = AccountType | null;

const soon = (label: string): NavItem => ({ label });

/** Home top bar: Movies, then the entries the spec gives no target. */
export const HOME_TOP_BAR: readonly NavItem[] = [
  { label: 'Movies', href: paths.movies.getHref() },
  soon('Streams'),
  soon('Events'),
  soon('Plays'),
  soon('Sports'),
  soon('Activities'),
];

const VIEWER_EXTRAS: readonly NavItem[] = [soon('ListYourShow'), soon('Offers'), soon('Gift Cards')];

/** The header menu per account type, as the spec lists it. Logged-out visitors see the Viewer's untargeted items. */
export function accountMenu(audience: Audience): readonly NavItem[] {
  switch (audience) {
    case 'Viewer':
      return [...VIEWER_EXTRAS, { label: 'Transactions', href: paths.transactions.getHref() }];
    case 'Admin':
      return [
        { label: 'Add Cinema', href: paths.addCinema.getHref() },
        { label: 'Update Screen', href: paths.adminCinemas.getHref() },
        { label: 'Screens', href: paths.manageScreens.getHref() },
        { label: 'Live Show', href: paths.liveYourShow.getHref() },
        { label: 'Verify Ticket', href: paths.verifyTicket.getHref() },
        { label: 'Cities Revenue', href: paths.adminCitiesRevenue.getHref() },
        { label: 'Revenue', href: paths.adminRevenue.getHref() },
      ];
    case 'SuperAdmin':
      return [
        { label: 'Add Movie', href: paths.addMovie.getHref() },
        { label: 'Add City', href: paths.addCity.getHref() },
        { label: 'Admins Detail', href: paths.adminsDetails.getHref() },
        { label: 'Cities Revenue', href: paths.citiesRevenue.getHref() },
      ];
    case null:
      return VIEWER_EXTRAS;
  }
}

export type BottomIcon = 'home' | 'movies' | 'revenue' | 'tickets' | 'profile';
export interface BottomItem {
  label: string;
  href: string;
  icon: BottomIcon;
  /** Leads a logged-out visitor to sign in or up: never shown as the current page. */
  detour?: boolean;
}

/** The mobile bottom bar (spec section 2). */
export function bottomBarItems(audience: Audience): BottomItem[] {
  const items: BottomItem[] = [
    { label: 'Home', href: paths.home.getHref(), icon: 'home' },
    { label: 'Movies', href: paths.movies.getHref(), icon: 'movies' },
  ];
  if (audience === 'SuperAdmin')
    items.push({ label: 'Revenue', href: paths.citiesRevenue.getHref(), icon: 'revenue' });
  if (audience === 'Admin')
    items.push({ label: 'Revenue', href: paths.adminRevenue.getHref(), icon: 'revenue' });
  if (audience === 'Viewer' || audience === null) {
    // Logged out, the entry only leads to sign-in: it is not "where you are" on /login.
    if (audience === null)
      items.push({ label: 'Your Tickets', href: paths.login.getHref(), icon: 'tickets', detour: true });
    else items.push({ label: 'Your Tickets', href: paths.transactions.getHref(), icon: 'tickets' });
  }
  items.push({
    label: 'Profile',
    href: audience === null ? paths.signup.getHref() : paths.profile.getHref(),
    icon: 'profile',
    detour: audience === null,
  });
  return items;
}
