import { forgotPasswordTexts } from '@otousta/shared/messages/account';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle(forgotPasswordTexts.title);
  return <ForgotPasswordPage />;
}
