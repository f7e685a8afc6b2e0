import type { CarouselSlide } from '@/components/ui/carousel';

const desktop = (n: number, alt: string): CarouselSlide => ({
  src: `/banners/desktop-${n}.svg`,
  alt,
  width: 1240,
  height: 300,
});
const mobile = (n: number, alt: string): CarouselSlide => ({
  src: `/banners/mobile-${n}.svg`,
  alt,
  width: 720,
  height: 360,
});

/** The spec's 4 desktop and 3 mobile banners (LIMITS.desktopBanners / mobileBanners), shipped in public/banners. */
export const DESKTOP_BANNERS: readonly CarouselSlide[] = [
  desktop(1, 'Blockbuster Fridays: first-day-first-show seats for new releases every week'),
  desktop(2, 'Your ticket on your phone: show the QR code at the door'),
  desktop(3, 'Recliner Weekends: VIP recliners every Saturday and Sunday'),
  desktop(4, 'Now showing in Indore: from Rajwada to Vijay Nagar'),
];

export const MOBILE_BANNERS: readonly CarouselSlide[] = [
  mobile(1, 'Blockbuster Fridays: new releases, first-day seats'),
  mobile(2, 'Your ticket on your phone: show the QR code at the door'),
  mobile(3, 'Now showing in Indore'),
];

/** One promotional image beneath the carousels; `mobile` is the same artwork laid out for narrow screens. */
export const PROMO_BANNER: CarouselSlide & { mobile: { src: string; width: number; height: number } } = {
  src: '/banners/promo.svg',
  mobile: { src: '/banners/promo-mobile.svg', width: 720, height: 240 },
  alt: 'Your city. Your seat. Your story. Movies across Indore, Mumbai, Delhi-NCR, Chennai, Pune and more.',
  width: 1240,
  height: 160,
};
