import { Alert, Anchor, Button, Divider, Stack, Switch, Text } from '@mantine/core';
import { consentsTexts as t } from '@otousta/shared/messages/account';
import type { Consents } from '@otousta/shared/schemas/user';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { SettingsSection } from '../../../components/ui/settings-section';
import { errorText } from '../../../lib/error-text';
import { useExportData } from '../api/export-data';
import { useUpdateConsents } from '../api/update-consents';
import { useNotice } from '../hooks/use-notice';
import { dateTimeName as dateTime } from '../profile-labels';
import { NoticeAlert } from './notice-alert';

function marketingState(consents: Consents): string {
  if (consents.marketingConsentAt === null) return t.marketingNever;
  const when = dateTime(consents.marketingConsentAt);
  return consents.marketingConsent ? t.marketingGiven(when) : t.marketingWithdrawn(when);
}

/** The privacy notice the user accepted, and the marketing consent they may give or withdraw at any time. */
function ConsentSettings({ consents }: { consents: Consents }) {
  const update = useUpdateConsents();
  const { notice, success, clear } = useNotice();
  // While saving, the switch already shows the choice being saved.
  const checked = update.isPending ? update.variables.marketingConsent : consents.marketingConsent;

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          <Anchor component={Link} to={paths.privacy} target="_blank" rel="noopener" inherit>
            {t.notice}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {consents.kvkkAcceptedAt
            ? t.noticeAccepted(dateTime(consents.kvkkAcceptedAt), consents.kvkkVersion)
            : t.noticeUnknown}
        </Text>
      </div>
      <Switch
        label={t.marketing}
        description={marketingState(consents)}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => {
          const marketingConsent = event.currentTarget.checked;
          clear();
          update.mutate({ marketingConsent }, { onSuccess: () => success(marketingConsent ? t.given : t.withdrawn) });
        }}
      />
      <div aria-live="polite">
        <NoticeAlert notice={notice} onClose={clear} />
        <FormError>{update.isError ? `${t.saveFailed}: ${errorText(update.error)}` : null}</FormError>
      </div>
    </Stack>
  );
}

/** 'Verilerimi indir': every piece of the account's data as one JSON file. */
function DataExport() {
  const exportData = useExportData();
  return (
    <SettingsSection name="export" order={3} title={t.exportTitle} titleProps={{ mb: 4 }}>
      <Text size="sm" c="dimmed" mb="sm">
        {t.exportBody}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {t.exportTitle}
      </Button>
      {exportData.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mt="sm">
          {t.exportFailed}: {errorText(exportData.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}

/** 'Gizlilik ve Verileriniz': consents (KVKK notice, marketing e-mail) and the data export. */
export function PrivacySection({ consents }: { consents: Consents | undefined }) {
  return (
    <SettingsSection name="privacy" order={2} title={t.title} titleProps={{ mb: 'md' }}>
      <Stack gap="lg">
        {consents && <ConsentSettings consents={consents} />}
        {consents && <Divider />}
        <DataExport />
      </Stack>
    </SettingsSection>
  );
}
