import { verifyEmailTexts } from '@otousta/shared/messages/account';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle(verifyEmailTexts.title);
  return <VerifyEmailPage />;
}
