import { SignInPage } from '../../features/auth/components/sign-in-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Giriş Yap');
  return <SignInPage />;
}
