import { Anchor, Box, Checkbox, Stack } from '@mantine/core';
import { registrationConsentTexts as t } from '@otousta/shared/messages/account';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { fieldProps, type SectionProps } from '../registration-form';

/**
 * KVKK at registration, for every account type: confirming the privacy notice was read is required; consent to
 * marketing e-mail is a separate, optional box, unticked unless the person ticks it.
 */
export function ConsentSection(props: SectionProps) {
  const { values, set } = props;
  const field = fieldProps(props);
  return (
    <Stack gap="sm">
      <Box data-field="kvkkAccepted">
        <Checkbox
          required
          {...field.check('kvkkAccepted')}
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
