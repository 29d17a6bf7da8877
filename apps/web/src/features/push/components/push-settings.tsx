import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { pushTexts as t } from '@otousta/shared/messages/push';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { SettingsSection } from '../../../components/ui/settings-section';
import { usePush } from '../hooks/use-push';
import { pushErrorText } from '../push-error';

/** 'Anlık Bildirimler' in /profilim: pushes to this device on or off. */
export function PushSettings() {
  const { state, enable, disable } = usePush();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      if (result !== false) setNotice({ ok: true, text: done });
    } catch (error) {
      setNotice({ ok: false, text: pushErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  let status: React.ReactNode = null;
  if (state === 'unsupported' || state === 'denied') {
    status = (
      <Text size="sm" c="dimmed">
        {state === 'unsupported' ? t.unsupported : t.denied}
      </Text>
    );
  } else if (state === 'on' || state === 'off') {
    status = (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          {state === 'on' ? <IconBell size={20} aria-hidden /> : <IconBellOff size={20} aria-hidden />}
          <Text size="sm" fw={600}>
            {state === 'on' ? t.on : t.off}
          </Text>
        </Group>
        {state === 'on' ? (
          <Button variant="light" color="gray" loading={busy} onClick={() => run(disable, t.turnedOff)}>
            {t.turnOff}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => run(enable, t.turnedOn)}>
            {t.turnOn}
          </Button>
        )}
      </Group>
    );
  }

  return (
    <SettingsSection
      name="push"
      order={2}
      title={t.settingsTitle}
      titleProps={{ mb: 4 }}
      aria-busy={state === 'checking'}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t.settingsIntro}
      </Text>
      <Stack gap="sm">
        <div aria-live="polite">
          {notice && (
            <Alert color={notice.ok ? 'teal' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
        </div>
        {status}
      </Stack>
    </SettingsSection>
  );
}
