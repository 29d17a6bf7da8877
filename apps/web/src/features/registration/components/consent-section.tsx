import { Anchor, Box, Checkbox, Stack } from '@mantine/core';
import { registrationConsentTexts as t } from '@otousta/shared/messages/account';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { FieldErrors, SetField } from '../registration-form';

interface ConsentSectionProps {
  values: { kvkkAccepted: boolean; marketingConsent: boolean };
  set: SetField;
  errors: FieldErrors;
}

/**
 * KVKK at registration, for every account type: confirming the privacy notice was read is required; consent to
 * marketing e-mail is a separate, optional box, unticked unless the person ticks it.
 */
export function ConsentSection({ values, set, errors }: ConsentSectionProps) {
  return (
    <Stack gap="sm">
      <Box data-field="kvkkAccepted">
        <Checkbox
          required
          checked={values.kvkkAccepted}
          onChange={(event) => set('kvkkAccepted', event.currentTarget.checked)}
          error={errors.kvkkAccepted}
          label={
            <>
              <Anchor component={Link} to={paths.privacy} target="_blank" rel="noopener" inherit>
                {t.kvkkLink}
              </Anchor>
              {t.kvkkAfter}
            </>
          }
        />
      </Box>
      <Box data-field="marketingConsent">
        <Checkbox
          checked={values.marketingConsent}
          onChange={(event) => set('marketingConsent', event.currentTarget.checked)}
          label={t.marketing}
        />
      </Box>
    </Stack>
  );
}
