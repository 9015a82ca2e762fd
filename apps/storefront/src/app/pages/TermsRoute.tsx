import { StaticPage } from '../../features/static-pages/components/StaticPage';

/** terms-of-sale (spec §2): the tenant's `pages/terms-of-sale.<locale>.md`. */
export default function TermsRoute() {
  return <StaticPage slug="terms-of-sale" titleKey="termsOfSale.headline" />;
}
