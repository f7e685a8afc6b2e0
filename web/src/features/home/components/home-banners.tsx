import { Carousel } from '@/components/ui/carousel';
import { DESKTOP_BANNERS, MOBILE_BANNERS, PROMO_BANNER } from '../banners';

/** Desktop carousel (md and up), mobile carousel (below md), and the promotional image beneath. */
export function HomeBanners() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 lg:px-8 lg:pt-6">
      <Carousel label="Offers and highlights" slides={DESKTOP_BANNERS} arrows className="hidden md:block" />
      <Carousel label="Offers and highlights" slides={MOBILE_BANNERS} className="md:hidden" />
      <img
        src={PROMO_BANNER.src}
        alt={PROMO_BANNER.alt}
        width={PROMO_BANNER.width}
        height={PROMO_BANNER.height}
        loading="lazy"
        className="mt-4 block h-auto w-full rounded-2xl"
      />
    </div>
  );
}
