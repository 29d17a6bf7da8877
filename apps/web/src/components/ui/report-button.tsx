import { Alert, Button, type ButtonProps, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import {
  REPORT_LIMITS,
  REPORT_SUCCESS,
  type ReportReason,
  type ReportTargetType,
  reportReasons,
  reportTargetLabels,
} from '@otousta/shared/schemas/reports';
import { IconFlag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** POST /api/reports: anyone may report a post, comment, review or business; an admin decides. */
const fileReport = (input: {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
}) => api.post<{ message: string }>('/reports', input);

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
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useMutation({ mutationFn: fileReport });
  const close = () => {
    setOpened(false);
    setReason('');
    setDetails('');
    report.reset();
  };
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
      <Button {...look} onClick={() => setOpened(true)}>
        Şikayet Et
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`${label} şikayet et`}
        centered
        closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      >
        {report.isSuccess ? (
          <Stack>
            <Alert color="blue" role="status">
              {REPORT_SUCCESS}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>Kapat</Button>
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason || report.isPending) return;
              report.mutate({ targetType, targetId, reason, details: details.trim() || undefined });
            }}
          >
            <Stack>
              <Radio.Group
                label="Şikayet nedeni"
                required
                value={reason}
                onChange={(value) => setReason(value as ReportReason)}
              >
                <Stack gap="xs" mt="xs">
                  {reportReasons.map((r) => (
                    <Radio key={r.value} value={r.value} label={r.label} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label="Açıklama (isteğe bağlı)"
                autosize
                minRows={2}
                maxLength={REPORT_LIMITS.detailsMax}
                value={details}
                onChange={(e) => setDetails(e.currentTarget.value)}
              />
              {report.isError && (
                <Alert color="red" role="alert">
                  {report.error.message}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  İptal
                </Button>
                <Button type="submit" color="red" disabled={!reason} loading={report.isPending}>
                  Şikayet Et
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
