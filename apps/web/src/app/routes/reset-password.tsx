import { resetPasswordTexts } from '@otousta/shared/messages/account';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle(resetPasswordTexts.title);
  return <ResetPasswordPage />;
}
