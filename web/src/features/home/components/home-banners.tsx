import { Carousel } from '@/components/ui/carousel';
import { DESKTOP_BANNERS, MOBILE_BANNERS, PROMO_BANNER } from '../banners';

/** Desktop carousel (md and up), mobile carousel (below md), and the promotional image beneath. */
export function HomeBanners() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 lg:px-8 lg:pt-6">
      <Carousel label="Offers and highlights" slides={DESKTOP_BANNERS} arrows className="hidden md:block" />
      <Carousel label="Offers and highlights" slides={MOBILE_BANNERS} className="md:hidden" />
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={PROMO_BANNER.src}
          width={PROMO_BANNER.width}
          height={PROMO_BANNER.height}
        />
        <img
          src={PROMO_BANNER.mobile.src}
          alt={PROMO_BANNER.alt}
          width={PROMO_BANNER.mobile.width}
          height={PROMO_BANNER.mobile.height}
          loading="lazy"
          className="mt-2 block h-auto w-full rounded-2xl md:mt-4"
        />
      </picture>
    </div>
  );
}
