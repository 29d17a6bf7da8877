import type { ComboboxItem, PasswordInputProps, TextInputProps } from '@mantine/core';
import { Box, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { registrationConsentTexts } from '@otousta/shared/messages/account';
import { cityOptions } from '@otousta/shared/options/cities';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { foldTurkish } from '@otousta/shared/text/fold';
import { type FieldsOf, fieldProps, type SectionProps } from '../registration-form';

const today = () => new Date().toISOString().slice(0, 10);

/** A hint read between the box and its message, so the message stays next to what it is about. */
const HINT_BEFORE_ERROR: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/** The required text boxes before the city. */
const contactInputs: readonly (TextInputProps & { name: FieldsOf<string> })[] = [
  { name: 'firstName', label: 'Ad', autoComplete: 'given-name', maxLength: USER_LIMITS.nameMax },
  { name: 'lastName', label: 'Soyad', autoComplete: 'family-name', maxLength: USER_LIMITS.nameMax },
  { name: 'email', label: 'E-posta', type: 'email', autoComplete: 'email', maxLength: USER_LIMITS.emailMax },
  {
    name: 'phone',
    label: 'Cep Telefonu',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    description: 'Ör. 0532 123 45 67',
    inputWrapperOrder: HINT_BEFORE_ERROR,
  },
];

/** The password and its repetition; only the first states the rule. */
const passwordInputs: readonly (PasswordInputProps & { name: FieldsOf<string> })[] = [
  {
    name: 'password',
    label: 'Şifre',
    description: `En az ${USER_LIMITS.passwordMin} karakter`,
    inputWrapperOrder: HINT_BEFORE_ERROR,
  },
  { name: 'confirmPassword', label: 'Şifre Tekrar' },
];

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
      {contactInputs.map(({ name, ...input }) => (
        <TextInput key={name} required {...input} {...field.text(name)} />
      ))}
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
      <TextInput
        label="Doğum Tarihi"
        type="date"
        // A customer may leave it empty (nothing they do needs it); a business owner gives it.
        required={values.userType === 'isletme'}
        description={values.userType === 'isletme' ? undefined : registrationConsentTexts.birthDateOptional}
        inputWrapperOrder={HINT_BEFORE_ERROR}
        autoComplete="bday"
        max={today()}
        {...field.text('birthDate')}
      />
      {passwordInputs.map(({ name, ...input }) => (
        <PasswordInput
          key={name}
          required
          autoComplete="new-password"
          maxLength={USER_LIMITS.passwordMax}
          {...input}
          {...field.text(name)}
        />
      ))}
    </SimpleGrid>
  );
}
