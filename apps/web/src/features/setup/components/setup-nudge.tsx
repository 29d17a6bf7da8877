import { Alert, Anchor, Text } from '@mantine/core';
import { setupNudgeTexts, setupTexts } from '@otousta/shared/messages/setup';
import { paths } from '@otousta/shared/seo/app-paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSetup } from '../api/get-setup';
import { setupStepHash } from '../setup-targets';

/**
 * On the business's public page, for its owner only: what the setup still misses, with a link to where it is done.
 * The route renders it only when the signed-in business is this one; visitors never ask for it.
 */
export function SetupNudge({ businessId }: { businessId: string }) {
  const query = useSetup(businessId);
  const missing = query.data?.setup.steps.find((step) => !step.done);
  if (!missing) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="status">
      <Text fw={600}>
        {setupTexts.nudgeTitle}: {setupNudgeTexts[missing.key]}.{' '}
        <Anchor component={Link} to={`${paths.profile}${setupStepHash[missing.key]}`} fw={700}>
          {setupTexts.nudgeLink}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {setupTexts.nudgeNote}
      </Text>
    </Alert>
  );
}
