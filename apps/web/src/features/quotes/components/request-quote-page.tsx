import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileInput,
  Grid,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { brandsFor } from '@otousta/shared/options/brands';
import { cityOptions } from '@otousta/shared/options/cities';
import { sectors, vehicleTypes } from '@otousta/shared/options/vehicles';
import type { Vehicle, VehicleData } from '@otousta/shared/schemas/garage';
import { createQuoteSchema, QUOTE_LIMITS, urgencies } from '@otousta/shared/schemas/quotes';
import { businessDisplayName } from '@otousta/shared/text/business-name';
import { characterCount } from '@otousta/shared/text/characters';
import { formatPlate, formatPlateInput } from '@otousta/shared/text/plate';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, QUOTE_BUSINESS_PARAM, quoteHref, VEHICLE_PARAM } from '../../../app/paths';
import { FormCell } from '../../../components/ui/form-cell';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useDistricts } from '../../../lib/districts';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useCreateQuote } from '../api/create-quote';
import { useAddressee } from '../api/get-business-name';
import { FairPriceHint } from './fair-price';

/** The picker's value for a vehicle typed into the form rather than picked from the garage. */
const NEW_VEHICLE = '';

interface Values {
  vehicleId: string;
  plate: string;
  saveVehicle: boolean;
  vehicleType: string;
  brand: string;
  model: string;
  year: string;
  sector: string;
  city: string;
  district: string;
  description: string;
  urgency: string;
}

const placeholder = (label: string) => [{ value: '', label }];
const vehicleName = (v: Vehicle) => `${formatPlate(v.plate)} · ${v.brandLabel} ${v.model} ${v.year}`;
/** The form's vehicle fields as a garage vehicle fills them. */
const fromVehicle = (v: Vehicle) => ({
  vehicleId: v.id,
  vehicleType: v.vehicleType,
  brand: v.brand,
  model: v.model,
  year: String(v.year),
});

/** The customer's garage, which the garage feature reads and writes for the form. */
export interface QuoteGarage {
  /** The customer's vehicles; undefined while loading, or for anyone but a customer. */
  data: Vehicle[] | undefined;
  /** Saves a vehicle typed into the form to the garage, so the request can name it. */
  add: (vehicle: VehicleData) => Promise<Vehicle>;
}

/**
 * 'Teklif İste' (docs/product.md §10): to the business of `?isletme=` when the customer came from its page, else to
 * the best 5 businesses of the city serving the sector, vehicle type and brand. The vehicle is picked from the garage
 * (`?arac=` when the customer came from a vehicle card) or typed, and then may be saved to the garage in the same step.
 */
export function RequestQuotePage({ garage }: { garage: QuoteGarage }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const businessId = params.get(QUOTE_BUSINESS_PARAM);
  const addressee = useAddressee(businessId);
  const isCustomer = user?.userType === 'musteri';
  const create = useCreateQuote();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<{ id: string; count: number } | null>(null);
  const form = useForm<Values, unknown>({
    initialValues: {
      vehicleId: NEW_VEHICLE,
      plate: '',
      saveVehicle: true,
      vehicleType: 'araba',
      brand: '',
      model: '',
      year: '',
      sector: '',
      city: user?.city ?? '',
      district: '',
      description: '',
      urgency: 'bu-hafta',
    },
    schema: createQuoteSchema,
    toInput: ({ plate: _plate, saveVehicle: _save, ...v }) => ({
      ...v,
      vehicleId: v.vehicleId || undefined,
      year: v.year.trim() === '' ? undefined : Number(v.year),
      ...(businessId ? { businessIds: [businessId] } : {}),
    }),
  });
  const districts = useDistricts(form.values.city || undefined);
  // The vehicle named in the address (a vehicle card's 'Teklif iste'), or the only one of the garage, is picked once.
  const wanted = params.get(VEHICLE_PARAM);
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked || !garage.data) return;
    const vehicle = garage.data.find((v) => v.id === wanted) ?? (garage.data.length === 1 ? garage.data[0] : undefined);
    if (vehicle) form.setValues((v) => ({ ...v, ...fromVehicle(vehicle) }));
    setPicked(true);
  }, [garage.data, wanted, picked, form.setValues]);

  if (!user) return <SignedOutNotice title="Teklif İste" text="Teklif istemek için giriş yapın." />;
  if (!isCustomer) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Teklif İste">
          Teklif isteğini yalnızca müşteri hesapları gönderebilir. Size gelen istekler{' '}
          <Link to={paths.quoteInbox}>Teklif Talepleri</Link> sayfasındadır.
        </Alert>
      </Container>
    );
  }
  if (sent) {
    return (
      <Container size="sm" py="xl">
        <Alert color="green" icon={<IconCheck aria-hidden />} title="Teklif isteğiniz gönderildi" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              İsteğiniz {sent.count} işletmeye iletildi. Teklifler geldikçe bildirim alacaksınız; istek 7 gün açık
              kalır.
            </Text>
            <Button component={Link} to={quoteHref(paths.myQuotes, sent.id)} size="xs">
              Tekliflerime Git
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  // Sent to one business: only the services it offers.
  const offered = addressee.data?.businessSector;
  const sectorOptions = sectors.filter(
    (s) => s.for.some((t) => t === form.values.vehicleType) && (!offered || offered.includes(s.value)),
  );
  const brandOptions = brandsFor([form.values.vehicleType]);
  const fromGarage = form.values.vehicleId !== NEW_VEHICLE;
  const pickVehicle = (id: string) => {
    const vehicle = garage.data?.find((v) => v.id === id);
    if (vehicle) form.setValues((v) => ({ ...v, ...fromVehicle(vehicle) }));
    else form.set('vehicleId', NEW_VEHICLE);
  };
  const submit = form.onSubmit(async (data) => {
    if (create.isPending || saving) return;
    let input = data as Parameters<typeof create.mutate>[0]['data'];
    const { plate, saveVehicle, vehicleType, brand, model, year } = form.values;
    // A typed vehicle with a plate goes to the garage first, and the request names it.
    if (!fromGarage && saveVehicle && plate.trim()) {
      setSaving(true);
      setSaveError(null);
      try {
        const vehicle = await garage.add({
          plate,
          vehicleType: vehicleType as Vehicle['vehicleType'],
          brand,
          model,
          year: Number(year),
        });
        input = { ...input, vehicleId: vehicle.id };
        form.set('vehicleId', vehicle.id);
      } catch (error) {
        setSaveError(error);
        form.showServerErrors(error);
        return;
      } finally {
        setSaving(false);
      }
    }
    create.mutate(
      { data: input, photos },
      {
        onSuccess: (quote) => setSent({ id: quote.id, count: quote.businesses.length }),
        onError: form.showServerErrors,
      },
    );
  });
  const name = addressee.data ? businessDisplayName(addressee.data) : null;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Teklif İste</Title>
        <Text c="dimmed">
          {businessId
            ? `İsteğiniz ${name ?? 'seçtiğiniz işletme'} işletmesine gönderilecek.`
            : 'Aracınızı ve sorunu anlatın; isteğiniz şehrinizde bu hizmeti veren, aracınıza bakan en fazla 5 işletmeye gönderilir.'}
        </Text>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack component="form" gap="sm" onSubmit={submit}>
            <Grid gutter="sm">
              {(garage.data?.length ?? 0) > 0 && (
                <FormCell wide>
                  <SelectField
                    label="Araç"
                    description="Araçlarım'dan seçin ya da aracı aşağıya yazın"
                    options={[
                      ...(garage.data ?? []).map((v) => ({ value: v.id, label: vehicleName(v) })),
                      { value: NEW_VEHICLE, label: 'Başka bir araç' },
                    ]}
                    value={form.values.vehicleId}
                    onChange={(e) => pickVehicle(e.currentTarget.value)}
                  />
                </FormCell>
              )}
              {!fromGarage && (
                <>
                  <FormCell>
                    <TextInput
                      label="Plaka (isteğe bağlı)"
                      placeholder="34 ABC 123"
                      autoCapitalize="characters"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={12}
                      value={form.values.plate}
                      onChange={(e) => form.set('plate', formatPlateInput(e.currentTarget.value))}
                      error={form.errors.plate}
                    />
                  </FormCell>
                  <FormCell>
                    <Checkbox
                      mt={{ base: 0, sm: 30 }}
                      label="Bu aracı Araçlarım'a kaydet"
                      disabled={!form.values.plate.trim()}
                      checked={form.values.saveVehicle && Boolean(form.values.plate.trim())}
                      onChange={(e) => form.set('saveVehicle', e.currentTarget.checked)}
                    />
                  </FormCell>
                </>
              )}
              <FormCell>
                <SelectField
                  label="Araç türü"
                  required
                  disabled={fromGarage}
                  options={vehicleTypes}
                  value={form.values.vehicleType}
                  onChange={(e) => {
                    form.set('vehicleType', e.currentTarget.value);
                    form.set('brand', '');
                    form.set('sector', '');
                  }}
                  error={form.errors.vehicleType}
                />
              </FormCell>
              <FormCell>
                <SelectField
                  label="Marka"
                  required
                  disabled={fromGarage}
                  options={[...placeholder('Marka seçin'), ...brandOptions]}
                  {...form.text('brand')}
                />
              </FormCell>
              <FormCell>
                <TextInput
                  label="Model"
                  required
                  readOnly={fromGarage}
                  maxLength={QUOTE_LIMITS.modelMax}
                  {...form.text('model')}
                />
              </FormCell>
              <FormCell>
                <TextInput
                  label="Model yılı"
                  required
                  readOnly={fromGarage}
                  inputMode="numeric"
                  maxLength={4}
                  {...form.text('year')}
                />
              </FormCell>
              <FormCell>
                <SelectField
                  label="Hizmet alanı"
                  required
                  options={[...placeholder('Hizmet alanı seçin'), ...sectorOptions]}
                  {...form.text('sector')}
                />
              </FormCell>
              <FormCell>
                <SelectField
                  label="Şehir"
                  required
                  options={[...placeholder('Şehir seçin'), ...cityOptions]}
                  value={form.values.city}
                  onChange={(e) => {
                    form.set('city', e.currentTarget.value);
                    form.set('district', '');
                  }}
                  error={form.errors.city}
                />
              </FormCell>
              <FormCell>
                <SelectField
                  label="İlçe"
                  required
                  disabled={!form.values.city || districts.isPending}
                  options={[
                    ...placeholder(form.values.city ? 'İlçe seçin' : 'Önce şehir seçin'),
                    ...(districts.data ?? []).map((name) => ({ value: name, label: name })),
                  ]}
                  {...form.text('district')}
                  error={form.errors.district ?? (districts.isError ? 'İlçeler yüklenemedi.' : undefined)}
                />
              </FormCell>
              <FormCell wide>
                <FairPriceHint
                  group={{ sector: form.values.sector, vehicleType: form.values.vehicleType, city: form.values.city }}
                />
              </FormCell>
              <FormCell wide>
                <Textarea
                  label="Sorunu anlatın"
                  description={`${characterCount(form.values.description.trim())}/${QUOTE_LIMITS.descriptionMax} (en az ${QUOTE_LIMITS.descriptionMin} karakter)`}
                  required
                  autosize
                  minRows={4}
                  {...form.text('description')}
                />
              </FormCell>
              <FormCell wide>
                <Radio.Group label="Ne zaman?" {...form.field('urgency')}>
                  <Stack gap={6} mt={4}>
                    {urgencies.map((u) => (
                      <Radio key={u.value} value={u.value} label={u.label} />
                    ))}
                  </Stack>
                </Radio.Group>
              </FormCell>
              <FormCell wide>
                <FileInput
                  label="Fotoğraflar (isteğe bağlı)"
                  description={`En fazla ${QUOTE_LIMITS.photosMax} fotoğraf, her biri en fazla 5 MB`}
                  placeholder="Fotoğraf seçin"
                  multiple
                  clearable
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  value={photos}
                  onChange={(files) => setPhotos(files.slice(0, QUOTE_LIMITS.photosMax))}
                />
              </FormCell>
            </Grid>
            <FormError>{saveError ? errorText(saveError) : create.isError ? errorText(create.error) : null}</FormError>
            <Button type="submit" loading={create.isPending || saving} style={{ alignSelf: 'flex-start' }}>
              Teklif İste
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
