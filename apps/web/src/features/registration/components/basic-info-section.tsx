import type { ComboboxItem } from '@mantine/core';
import { Box, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { registrationConsentTexts } from '@otousta/shared/messages/account';
import { cityOptions } from '@otousta/shared/options/cities';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { foldTurkish } from '@otousta/shared/text/fold';
import { fieldProps, type SectionProps } from '../registration-form';

const today = () => new Date().toISOString().slice(0, 10);

/** 'izmir', 'İZMİR' and 'Izmir' all find İzmir (docs/decisions/017-turkish-text-folding.md). */
const cityFilter = ({ options, search }: { options: ComboboxItem[]; search: string }) => {
  const folded = foldTurkish(search);
  return options.filter((option) => foldTurkish(option.label).includes(folded));
};

/** Name, contact details, city, birth date and password (docs/product.md §2 'Registration', §5 items 1-3). */
export function BasicInfoSection(props: SectionProps) {
  const { values, set, errors } = props;
  const field = fieldProps(props);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Box data-field="firstName">
        <TextInput
          label="Ad"
          required
          autoComplete="given-name"
          maxLength={USER_LIMITS.nameMax}
          {...field.text('firstName')}
        />
      </Box>
      <Box data-field="lastName">
        <TextInput
          label="Soyad"
          required
          autoComplete="family-name"
          maxLength={USER_LIMITS.nameMax}
          {...field.text('lastName')}
        />
      </Box>
      <Box data-field="email">
        <TextInput
          label="E-posta"
          type="email"
          required
          autoComplete="email"
          maxLength={USER_LIMITS.emailMax}
          {...field.text('email')}
        />
      </Box>
      <Box data-field="phone">
        <TextInput
          label="Cep Telefonu"
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="tel"
          description="Ör. 0532 123 45 67"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...field.text('phone')}
        />
      </Box>
      <Box data-field="city">
        <Select
          label="Şehir"
          required
          searchable
          placeholder="Şehir seçin"
          nothingFoundMessage="Şehir bulunamadı"
          data={cityOptions as ComboboxItem[]}
          filter={({ options, search }) => cityFilter({ options: options as ComboboxItem[], search })}
          value={values.city || null}
          onChange={(value) => set('city', value ?? '')}
          error={errors.city}
          autoComplete="off"
        />
      </Box>
      <Box data-field="birthDate">
        <TextInput
          label="Doğum Tarihi"
          type="date"
          // A customer may leave it empty (nothing they do needs it); a business owner gives it.
          required={values.userType === 'isletme'}
          description={values.userType === 'isletme' ? undefined : registrationConsentTexts.birthDateOptional}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="bday"
          max={today()}
          {...field.text('birthDate')}
        />
      </Box>
      <Box data-field="password">
        <PasswordInput
          label="Şifre"
          required
          autoComplete="new-password"
          description={`En az ${USER_LIMITS.passwordMin} karakter`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={USER_LIMITS.passwordMax}
          {...field.text('password')}
        />
      </Box>
      <Box data-field="confirmPassword">
        <PasswordInput
          label="Şifre Tekrar"
          required
          autoComplete="new-password"
          maxLength={USER_LIMITS.passwordMax}
          {...field.text('confirmPassword')}
        />
      </Box>
    </SimpleGrid>
  );
}
