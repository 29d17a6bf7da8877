import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { emailSettingsTexts, registrationConsentTexts } from '@otousta/shared/messages/account';
import { brandsFor } from '@otousta/shared/options/brands';
import { cityOptions } from '@otousta/shared/options/cities';
import { sectorsFor, vehicleTypes } from '@otousta/shared/options/vehicles';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMemo, useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { BusinessLocationField } from '../../../components/ui/map-picker/business-location-field';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { showsBrands, withConsistentChoices } from '../../../lib/business-values';
import { useForm } from '../../../lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import { userTypeName } from '../profile-labels';
import {
  type ProfileValues,
  profileFieldOf,
  profileFormSchema,
  toProfileChanges,
  toProfileValues,
} from '../profile-values';

const cityData = [...cityOptions];
const today = () => new Date().toISOString().slice(0, 10);

interface ProfileFormProps {
  user: OwnUser;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * docs/product.md §2 'Profile', edit mode, and §5 'Profile'. E-mail and account type are read-only; only a business
 * edits the business fields, a customer edits preferences. On failure the form keeps everything that was typed.
 */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const form = useForm({
    initialValues: () => toProfileValues(user),
    schema: profileFormSchema(user.userType),
    toInput: (typed: ProfileValues) => toProfileChanges(typed, user.userType),
    fieldOf: profileFieldOf,
  });
  const { values, set, setValues, setErrors, errors, text, field, choice } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const isBusiness = user.userType === 'isletme';

  const sectorOptions = useMemo(() => sectorsFor(values.vehicleType), [values.vehicleType]);
  const brandOptions = useMemo(() => brandsFor(values.vehicleType), [values.vehicleType]);
  const authorizedOptions = useMemo(() => {
    const chosen = new Set(values.businessBrand);
    return brandOptions.filter((brand) => chosen.has(brand.value));
  }, [brandOptions, values.businessBrand]);

  const onSubmit = form.onSubmit(
    (_parsed, typed) => {
      setFormError(null);
      update.mutate(
        { id: user.id, changes: toProfileChanges(typed, user.userType) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            form.showServerErrors(error);
            setFormError(`Profil güncellenirken bir hata oluştu: ${error.message}`);
          },
        },
      );
    },
    (found) => setFormError(Object.values(found).find(Boolean) ?? null),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profil bilgilerini düzenle">
      <Stack gap="xl">
        <FormError>{formError}</FormError>

        <section aria-labelledby="edit-personal">
          <Title order={3} id="edit-personal" fz="lg" mb="sm">
            Kişisel Bilgiler
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Ad" withAsterisk autoComplete="given-name" {...text('firstName')} />
            <TextInput label="Soyad" withAsterisk autoComplete="family-name" {...text('lastName')} />
            <TextInput
              label="E-posta"
              value={user.email}
              readOnly
              variant="filled"
              description={emailSettingsTexts.profileHint}
            />
            <TextInput
              label="Telefon"
              withAsterisk
              type="tel"
              autoComplete="tel-national"
              placeholder="0532 123 45 67"
              {...text('phone')}
            />
            <Select
              label="Şehir"
              withAsterisk
              searchable
              filter={turkishOptionsFilter}
              data={cityData}
              {...choice('city')}
              nothingFoundMessage="Şehir bulunamadı"
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Doğum Tarihi"
              withAsterisk={isBusiness}
              description={isBusiness ? undefined : registrationConsentTexts.birthDateOptional}
              type="date"
              max={today()}
              {...text('birthDate')}
            />
            <TextInput
              label="Hesap Türü"
              value={userTypeName(user.userType)}
              readOnly
              variant="filled"
              description="Hesap türü değiştirilemez."
            />
          </SimpleGrid>
        </section>

        {isBusiness ? (
          <section aria-labelledby="edit-business">
            <Title order={3} id="edit-business" fz="lg" mb="sm">
              İşletme Bilgileri
            </Title>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="İşletme Adı" {...text('businessName')} />
                <TextInput label="İşletme Adresi" autoComplete="street-address" {...text('businessAddress')} />
              </SimpleGrid>
              {/* The same map picker as at registration: a business that moved sets its new place here. */}
              <BusinessLocationField values={values} set={set} error={errors.location} />
              <Textarea label="Hizmet Açıklaması" autosize minRows={3} maxRows={10} {...text('businessServices')} />
              <Checkbox.Group
                label="Araç Tipi"
                value={values.vehicleType}
                onChange={(vehicleType) => {
                  setValues((current) => withConsistentChoices({ ...current, vehicleType }));
                  setErrors((current) => ({ ...current, vehicleType: undefined }));
                }}
                error={errors.vehicleType}
              >
                <Group mt={6}>
                  {vehicleTypes.map((type) => (
                    <Checkbox key={type.value} value={type.value} label={type.label} />
                  ))}
                </Group>
              </Checkbox.Group>
              <MultiSelect
                label="Çalışma Alanları"
                placeholder={values.vehicleType.length ? 'Seçin veya arayın' : 'Önce araç tipini seçin'}
                searchable
                filter={turkishOptionsFilter}
                data={sectorOptions}
                {...field('businessSector')}
                disabled={!values.vehicleType.length}
                nothingFoundMessage="Sonuç bulunamadı"
              />
              {showsBrands(values) && (
                <>
                  <MultiSelect
                    label="Markalar"
                    placeholder={values.vehicleType.length ? 'Seçin veya arayın' : 'Önce araç tipini seçin'}
                    searchable
                    filter={turkishOptionsFilter}
                    data={brandOptions}
                    value={values.businessBrand}
                    onChange={(brands) => {
                      setValues((current) => withConsistentChoices({ ...current, businessBrand: brands }));
                      setErrors((current) => ({ ...current, businessBrand: undefined }));
                    }}
                    disabled={!values.vehicleType.length}
                    error={errors.businessBrand}
                    nothingFoundMessage="Marka bulunamadı"
                    maxDropdownHeight={260}
                  />
                  <MultiSelect
                    label="Yetkili Servis Markaları"
                    description="Yalnızca seçtiğiniz markalar arasından seçilebilir."
                    placeholder={values.businessBrand.length ? 'Seçin' : 'Önce markaları seçin'}
                    searchable
                    filter={turkishOptionsFilter}
                    data={authorizedOptions}
                    {...field('authorizedBrands')}
                    disabled={!values.businessBrand.length}
                    nothingFoundMessage="Marka bulunamadı"
                  />
                </>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Instagram" placeholder="@kullaniciadi" {...text('instagram')} />
                <TextInput label="Facebook" placeholder="facebook.com/sayfaniz" {...text('facebook')} />
              </SimpleGrid>
            </Stack>
          </section>
        ) : (
          <section aria-labelledby="edit-preferences">
            <Title order={3} id="edit-preferences" fz="lg" mb="sm">
              Tercihler
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Tercih Edilen Şehir"
                searchable
                clearable
                filter={turkishOptionsFilter}
                data={cityData}
                {...choice('preferredCity')}
                nothingFoundMessage="Şehir bulunamadı"
              />
              <Checkbox.Group label="Araç Türü" {...field('preferredVehicleType')}>
                <Group mt={10}>
                  {vehicleTypes.map((type) => (
                    <Checkbox key={type.value} value={type.value} label={type.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            </SimpleGrid>
          </section>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            İptal
          </Button>
          <Button type="submit" loading={update.isPending}>
            Kaydet
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
