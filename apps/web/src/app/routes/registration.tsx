import { RegistrationPage } from '../../features/registration/registration-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Kayıt Ol');
  return <RegistrationPage />;
}
