import { Navigate, useParams } from 'react-router-dom';
import { EXPLORE_GROUPS, type ExploreGroup } from '@/components/layouts/footer-links';
import { paths } from '@/config/paths';
import { FooterCategoryPage } from '@/features/movies/components/footer-category-page';
import { QueryProvider } from '@/lib/query-provider';

const isGroup = (group: string): group is ExploreGroup =>
  (EXPLORE_GROUPS as readonly string[]).includes(group);

/** /explore/{group}/{slug}: where a footer category link leads (a city, a title, a genre, a sport…). */
export default function FooterCategoryRoute() {
  const { group = '', slug = '' } = useParams();
  // An unknown group is searched for, as the footer's links once were.
  if (!isGroup(group)) return <Navigate to={paths.movies.getHref({ q: slug })} replace />;
  return (
    <QueryProvider>
      <FooterCategoryPage key={`${group}/${slug}`} group={group} slug={slug} />
    </QueryProvider>
  );
}
