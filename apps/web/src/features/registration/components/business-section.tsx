import { Anchor, Box, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { brandsFor } from '@otousta/shared/options/brands';
import { sectorsFor, vehicleTypes } from '@otousta/shared/options/vehicles';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BusinessLocationField } from '../../../components/ui/map-picker/business-location-field';
import { showsBrands } from '../../../lib/business-values';
import { fieldProps, type SectionProps } from '../registration-form';
import { BrandPicker } from './brand-picker';
import { ChipField } from './chip-choices';

/** The optional social accounts, side by side. */
const socialInputs = [
  { name: 'instagram', label: 'Instagram', placeholder: '@isletmeniz' },
  { name: 'facebook', label: 'Facebook', placeholder: 'facebook.com/isletmeniz' },
] as const;

/**
 * The business part of registration (docs/product.md §2): choosing vehicle types reveals their sectors and brands,
 * brands hide when towing is the only sector, and authorized brands come only from the chosen brands.
 */
export function BusinessSection(props: SectionProps) {
  const { values, set, errors } = props;
  const field = fieldProps(props);
  const sectorOptions = useMemo(() => sectorsFor(values.vehicleType), [values.vehicleType]);
  const brandOptions = useMemo(() => brandsFor(values.vehicleType), [values.vehicleType]);
  const chosenBrands = brandOptions.filter((brand) => values.businessBrand.includes(brand.value));
  const hasType = values.vehicleType.length > 0;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        İşletme Bilgileri
      </Title>

      <TextInput
        label="İşletme Adı"
        required
        autoComplete="organization"
        maxLength={USER_LIMITS.businessNameMax}
        {...field.text('businessName')}
      />

      <Textarea
        label="Hizmet Açıklaması"
        required
        placeholder="Verdiğiniz hizmetleri kısaca anlatın"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={USER_LIMITS.servicesMax}
        {...field.text('businessServices')}
      />

      <Box data-field="vehicleType">
        <Checkbox.Group
          label="Araç Tipi"
          required
          description="Seçtiğiniz araç tiplerine göre çalışma alanları ve markalar listelenir."
          {...field.list('vehicleType')}
        >
          <Group mt="xs" gap="lg">
            {vehicleTypes.map((type) => (
              <Checkbox key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Checkbox.Group>
      </Box>

      <Box data-field="businessSector">
        <ChipField
          label="Çalışma Alanları"
          required
          options={sectorOptions}
          chip={{ size: 'sm' }}
          unavailable={hasType ? null : 'Çalışma alanlarını görmek için önce araç tipi seçin.'}
          {...field.list('businessSector')}
        />
      </Box>

      {hasType && showsBrands(values) && (
        <>
          <Box data-field="businessBrand">
            <BrandPicker options={brandOptions} {...field.list('businessBrand')} />
          </Box>
          <Box data-field="authorizedBrands">
            <ChipField
              label="Yetkili Servis Olduğunuz Markalar"
              description="Yalnızca yukarıda seçtiğiniz markalar arasından seçilebilir."
              options={chosenBrands}
              chip={{ color: 'teal' }}
              unavailable={chosenBrands.length > 0 ? null : 'Önce marka seçin.'}
              {...field.list('authorizedBrands')}
            />
          </Box>
        </>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {socialInputs.map(({ name, ...input }) => (
          <TextInput key={name} maxLength={USER_LIMITS.socialMax} {...input} {...field.text(name)} />
        ))}
      </SimpleGrid>

      <Title order={2} size="h4" mt="sm">
        Konum ve Adres
      </Title>

      <Box data-field="location">
        <BusinessLocationField values={values} set={set} error={errors.location} required />
      </Box>

      <Textarea
        label="Açık Adres"
        required
        description="Mahalle, cadde, sokak ve numara ile yazın; haritadan seçtiğiniz konumun adresi buraya gelir."
        autoComplete="street-address"
        autosize
        minRows={2}
        maxLength={USER_LIMITS.addressMax}
        {...field.text('businessAddress')}
      />

      <Box data-field="acceptTerms">
        <Checkbox
          required
          {...field.check('acceptTerms')}
          label={
            <>
              <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                Kullanım koşullarını ve gizlilik politikasını
              </Anchor>{' '}
              okudum, kabul ediyorum.
            </>
          }
        />
      </Box>
    </Stack>
  );
}
