import { SITE } from '@/config/site';
import { HomeBanners } from '@/features/home/components/home-banners';
import { HomeTopBar } from '@/features/home/components/home-top-bar';

/** Home composes its sections; the catalog's movie sections join here when the catalog exists. */
export default function HomeRoute() {
  return (
    <>
      <title>{`${SITE.name} · Book movie tickets in Indore and across India`}</title>
      <h1 className="sr-only">{SITE.name}: movie tickets</h1>
      <HomeTopBar />
      <HomeBanners />
    </>
  );
}
