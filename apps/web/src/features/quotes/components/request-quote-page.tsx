import {
  Alert,
  Button,
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
import { createQuoteSchema, QUOTE_LIMITS, urgencies } from '@otousta/shared/schemas/quotes';
import { characterCount } from '@otousta/shared/text/characters';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, quoteHref } from '../../../app/paths';
import { FormCell } from '../../../components/ui/form-cell';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useCreateQuote } from '../api/create-quote';
import { useAddressee } from '../api/get-business-name';

interface Values {
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

/**
 * 'Teklif İste' (docs/product.md §10): to the business of `?isletme=` when the customer came from its page, else to
 * the best 5 businesses of the city serving the sector, vehicle type and brand.
 */
export function RequestQuotePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const businessId = params.get('isletme');
  const addressee = useAddressee(businessId);
  const create = useCreateQuote();
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<{ id: string; count: number } | null>(null);
  const form = useForm<Values, unknown>({
    initialValues: {
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
    toInput: (v) => ({
      ...v,
      year: v.year.trim() === '' ? undefined : Number(v.year),
      ...(businessId ? { businessIds: [businessId] } : {}),
    }),
  });

  if (!user) return <SignedOutNotice title="Teklif İste" text="Teklif istemek için giriş yapın." />;
  if (user.userType !== 'musteri') {
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

  const sectorOptions = sectors.filter((s) => s.for.some((t) => t === form.values.vehicleType));
  const brandOptions = brandsFor([form.values.vehicleType]);
  const submit = form.onSubmit((data) => {
    if (create.isPending) return;
    create.mutate(
      { data: data as Parameters<typeof create.mutate>[0]['data'], photos },
      {
        onSuccess: (quote) => setSent({ id: quote.id, count: quote.businesses.length }),
        onError: form.showServerErrors,
      },
    );
  });
  const name = addressee.data
    ? (addressee.data.businessName ?? `${addressee.data.firstName} ${addressee.data.lastName}`)
    : null;

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
              <FormCell>
                <SelectField
                  label="Araç türü"
                  required
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
                  options={[...placeholder('Marka seçin'), ...brandOptions]}
                  {...form.text('brand')}
                />
              </FormCell>
              <FormCell>
                <TextInput label="Model" required maxLength={QUOTE_LIMITS.modelMax} {...form.text('model')} />
              </FormCell>
              <FormCell>
                <TextInput label="Model yılı" required inputMode="numeric" maxLength={4} {...form.text('year')} />
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
                  {...form.text('city')}
                />
              </FormCell>
              <FormCell>
                <TextInput label="İlçe" required maxLength={QUOTE_LIMITS.districtMax} {...form.text('district')} />
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
            <FormError>{create.isError ? errorText(create.error) : null}</FormError>
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              Teklif İste
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
