import { ContactPage } from '../../features/site/components/contact-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('İletişim');
  return <ContactPage />;
}
