import { useLocation } from 'react-router';
import { StaticPage } from '../../features/static-pages/components/StaticPage';

/** The eight white-label static pages (spec §2), one chunk for all. */
export default function StaticPageRoute() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, '');
  return <StaticPage key={slug} slug={slug} titleKey={`pages.${slug}.title`} />;
}
