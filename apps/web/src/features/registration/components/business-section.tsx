import {
  Anchor,
  Box,
  Checkbox,
  Chip,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
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

      <Box data-field="businessName">
        <TextInput
          label="İşletme Adı"
          required
          autoComplete="organization"
          maxLength={USER_LIMITS.businessNameMax}
          {...field.text('businessName')}
        />
      </Box>

      <Box data-field="businessServices">
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
      </Box>

      <Box data-field="vehicleType">
        <Checkbox.Group
          label="Araç Tipi"
          required
          description="Seçtiğiniz araç tiplerine göre çalışma alanları ve markalar listelenir."
          value={values.vehicleType}
          onChange={(next) => set('vehicleType', next)}
          error={errors.vehicleType}
        >
          <Group mt="xs" gap="lg">
            {vehicleTypes.map((type) => (
              <Checkbox key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Checkbox.Group>
      </Box>

      <Box data-field="businessSector">
        <Input.Wrapper label="Çalışma Alanları" required error={errors.businessSector} labelElement="div">
          {hasType ? (
            <Chip.Group multiple value={values.businessSector} onChange={(next) => set('businessSector', next)}>
              <Group gap={6} mt={6} role="group" aria-label="Çalışma Alanları">
                {sectorOptions.map((sector) => (
                  <Chip key={sector.value} value={sector.value} size="sm">
                    {sector.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : (
            <Text size="sm" c="dimmed" mt={4}>
              Çalışma alanlarını görmek için önce araç tipi seçin.
            </Text>
          )}
        </Input.Wrapper>
      </Box>

      {hasType && showsBrands(values) && (
        <>
          <Box data-field="businessBrand">
            <BrandPicker
              options={brandOptions}
              value={values.businessBrand}
              onChange={(next) => set('businessBrand', next)}
              error={errors.businessBrand}
            />
          </Box>
          <Box data-field="authorizedBrands">
            <Input.Wrapper
              label="Yetkili Servis Olduğunuz Markalar"
              description="Yalnızca yukarıda seçtiğiniz markalar arasından seçilebilir."
              error={errors.authorizedBrands}
              labelElement="div"
            >
              {chosenBrands.length > 0 ? (
                <Chip.Group multiple value={values.authorizedBrands} onChange={(next) => set('authorizedBrands', next)}>
                  <Group gap={6} mt={6} role="group" aria-label="Yetkili Servis Olduğunuz Markalar">
                    {chosenBrands.map((brand) => (
                      <Chip key={brand.value} value={brand.value} size="xs" color="teal">
                        {brand.label}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              ) : (
                <Text size="sm" c="dimmed" mt={4}>
                  Önce marka seçin.
                </Text>
              )}
            </Input.Wrapper>
          </Box>
        </>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Box data-field="instagram">
          <TextInput
            label="Instagram"
            placeholder="@isletmeniz"
            maxLength={USER_LIMITS.socialMax}
            {...field.text('instagram')}
          />
        </Box>
        <Box data-field="facebook">
          <TextInput
            label="Facebook"
            placeholder="facebook.com/isletmeniz"
            maxLength={USER_LIMITS.socialMax}
            {...field.text('facebook')}
          />
        </Box>
      </SimpleGrid>

      <Title order={2} size="h4" mt="sm">
        Konum ve Adres
      </Title>

      <Box data-field="location">
        <BusinessLocationField values={values} set={set} error={errors.location} required />
      </Box>

      <Box data-field="businessAddress">
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
      </Box>

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
