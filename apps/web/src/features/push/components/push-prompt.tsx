import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { pushTexts as t } from '@otousta/shared/messages/push';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { onMeaningfulAction } from '../../../lib/meaningful-action';
import { useSession } from '../../../lib/session';
import { usePush } from '../hooks/use-push';
import { pushErrorText } from '../push-error';
import { pushSupport } from '../service-worker';

// Once answered 'Şimdi Değil' (or closed), the offer is not made again on this browser; /profilim still has the switch.
const DISMISSED = 'pushPromptDismissed';

const dismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return true;
  }
};

/**
 * The offer to turn on notifications, made only right after something worth hearing back about (the user sent a
 * message), never on a first visit; only while the browser has not been asked yet.
 */
export function PushPrompt() {
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      onMeaningfulAction(() => {
        if (!isSignedIn || dismissed() || pushSupport() === 'unsupported') return;
        if (Notification.permission !== 'default') return;
        setOpen(true);
      }),
    [isSignedIn],
  );

  if (!open) return null;
  return <PromptCard onDone={() => setOpen(false)} />;
}

function PromptCard({ onDone }: { onDone: () => void }) {
  const { enable } = usePush();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, '1');
    } catch {}
    onDone();
  };

  return (
    // Under the header rather than at the bottom, where a phone keeps the message composer.
    <Affix position={{ top: 76, right: 16, left: 16 }} zIndex={300} style={{ pointerEvents: 'none' }}>
      <Paper
        shadow="lg"
        radius="lg"
        p="md"
        withBorder
        role="dialog"
        aria-labelledby="push-prompt-title"
        aria-describedby="push-prompt-body"
        maw={420}
        ml="auto"
        style={{ pointerEvents: 'auto' }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <IconBell size={24} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-blue-6)' }} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} id="push-prompt-title">
              {t.promptTitle}
            </Text>
            <Text size="sm" c="dimmed" id="push-prompt-body">
              {t.promptBody}
            </Text>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              <Button
                size="sm"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  setError(null);
                  try {
                    await enable();
                    dismiss();
                  } catch (failure) {
                    setError(pushErrorText(failure));
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t.turnOn}
              </Button>
              <Button size="sm" variant="subtle" color="gray" onClick={dismiss}>
                {t.promptLater}
              </Button>
            </Group>
          </Stack>
          <CloseButton aria-label={t.promptClose} onClick={dismiss} />
        </Group>
      </Paper>
    </Affix>
  );
}
