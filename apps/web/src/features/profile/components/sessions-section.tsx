import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { accountCommonTexts as common, sessionsTexts as t } from '@otousta/shared/messages/account';
import type { AccountSession } from '@otousta/shared/schemas/account';
import { relativeTime } from '@otousta/shared/text/relative-time';
import { IconAlertCircle, IconDeviceDesktop } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDialog, confirmTexts } from '../../../components/ui/confirm-dialog';
import { SettingsSection } from '../../../components/ui/settings-section';
import { errorText } from '../../../lib/error-text';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useNotice } from '../hooks/use-notice';
import { dateTimeName } from '../profile-labels';
import { NoticeAlert } from './notice-alert';

/** A moment as '3 saat önce', with the exact date and time for whoever points at it or reads the markup. */
function When({ label, iso }: { label: string; iso: string }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {label}:{' '}
      <time dateTime={iso} title={dateTimeName(iso)}>
        {relativeTime(iso)}
      </time>
    </Text>
  );
}

function SessionItem({ session, onEnd }: { session: AccountSession; onEnd: (session: AccountSession) => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <IconDeviceDesktop size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {session.device}
              </Text>
              {session.current && (
                <Badge color="teal" variant="light" size="sm">
                  {t.thisDevice}
                </Badge>
              )}
            </Group>
            <Group gap="md" wrap="wrap" style={{ rowGap: 0 }}>
              <When label={t.created} iso={session.createdAt} />
              <When label={t.lastUsed} iso={session.lastUsedAt} />
            </Group>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() => onEnd(session)}
            // The visible words first, then which device, so each button says what it ends.
            aria-label={`${t.end}: ${session.device}`}
          >
            {t.end}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** 'Oturumlar': every device signed in to the account, this one marked; any other can be signed out from here. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  // The session the dialog asks about stays set while the dialog closes, so its text does not vanish mid-animation.
  const [target, setTarget] = useState<AccountSession | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const askToEnd = (session: AccountSession) => {
    setTarget(session);
    setConfirming(true);
  };
  const { notice, success, clear } = useNotice();

  let body: React.ReactNode;
  if (sessions.isPending) {
    body = (
      <Stack gap="sm" aria-hidden>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  } else if (sessions.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t.loadFailed}: {errorText(sessions.error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => sessions.refetch()}>
            {common.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    // This device first, then the most recently used.
    const ordered = [...sessions.data].sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {ordered.map((session) => (
          <SessionItem key={session.id} session={session} onEnd={askToEnd} />
        ))}
      </Stack>
    );
  }

  return (
    <SettingsSection
      name="sessions"
      order={2}
      title={t.title}
      titleProps={{ mb: 4, ref: heading, tabIndex: -1 }}
      aria-busy={sessions.isPending}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t.intro}
      </Text>
      <div aria-live="polite">
        <NoticeAlert notice={notice} onClose={clear} mb="md" />
      </div>
      {body}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        {...confirmTexts(t)}
        onConfirm={async () => {
          if (!target) return;
          await end.mutateAsync(target.id);
          success(t.ended);
          // The button that opened the dialog left with its session; the keyboard goes on from the heading (after
          // the dialog's own attempt to return the focus to that button, 10 ms after it closes).
          setTimeout(() => heading.current?.focus(), 50);
        }}
      >
        {target ? t.confirmBody(target.device) : ''}
      </ConfirmDialog>
    </SettingsSection>
  );
}
