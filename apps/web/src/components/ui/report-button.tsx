import { Button, type ButtonProps } from '@mantine/core';
import { type ReportTargetType, reportTargetLabels } from '@otousta/shared/options/reports';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useOpenedOnce } from '../../lib/lazy-dialog';
import { useSession } from '../../lib/session';

// The dialog (modal, radio group, request) loads when it is first wanted: pages show many of these buttons.
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  size?: ButtonProps['size'];
  /** When set, a signed-out visitor is sent there to sign in first instead of reporting anonymously. */
  signInHref?: string;
}

/** 'Şikayet Et' with a dialog asking why; shown beside content other people wrote. */
export function ReportButton({ targetType, targetId, size = 'compact-xs', signInHref }: ReportButtonProps) {
  const { isSignedIn } = useSession();
  const [opened, setOpened] = useState(false);
  const mounted = useOpenedOnce(opened);
  const label = reportTargetLabels[targetType];
  const look = {
    variant: 'subtle',
    color: 'gray',
    size,
    leftSection: <IconFlag size={14} aria-hidden />,
    'aria-label': `${label} şikayet et`,
  } as const;
  if (signInHref && !isSignedIn) {
    return (
      <Button component={Link} to={signInHref} {...look}>
        Şikayet Et
      </Button>
    );
  }
  return (
    <>
      <Button {...look} onClick={() => setOpened(true)} onMouseEnter={loadReportDialog} onFocus={loadReportDialog}>
        Şikayet Et
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
