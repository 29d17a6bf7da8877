import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { shopMessages } from '@otousta/shared/messages/tr';
import { cityOptions, findCity, findCityByName } from '@otousta/shared/options/cities';
import { paymentMethods } from '@otousta/shared/options/shop';
import {
  type CheckoutDocumentsInput,
  type CheckoutInput,
  checkoutDocumentsInputSchema,
  checkoutSchema,
  type Order,
} from '@otousta/shared/schemas/shop';
import { formatPrice } from '@otousta/shared/text/price';
import { IconAlertCircle, IconCash, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormCell } from '../../../components/ui/form-cell';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { useDistricts } from '../../../lib/districts';
import { useSession } from '../../../lib/session';
import { checkForm, useForm } from '../../../lib/use-form';
import { useCart } from '../api/cart';
import { useCheckoutDocuments } from '../api/checkout-documents';
import { useCheckout, useOrders } from '../api/orders';
import { CartSummary } from './cart-page';
import { LegalDocuments } from './legal-documents';

type AddressField = 'fullName' | 'phone' | 'city' | 'district' | 'address';
type CheckoutValues = Record<AddressField | 'note' | 'paymentMethod', string> & { acceptDocuments: boolean };

/** What the documents are filled with: the address fields grouped, the note only when one was written. */
function documentsInput({
  note,
  paymentMethod,
  acceptDocuments: _accepted,
  ...deliveryAddress
}: CheckoutValues): CheckoutDocumentsInput {
  return {
    deliveryAddress,
    paymentMethod: paymentMethod as CheckoutInput['paymentMethod'],
    ...(note.trim() ? { note } : {}),
  };
}

/** The order's body as the API takes it: the documents' input and the buyer's acceptance of them. */
const checkoutInput = (values: CheckoutValues) =>
  ({ ...documentsInput(values), acceptDocuments: values.acceptDocuments }) as CheckoutInput;

/** Turns '+905321234567' into the way people type it, '0532 123 45 67'. */
const nationalPhone = (e164: string) =>
  e164.startsWith('+90') && e164.length === 13
    ? `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9, 11)} ${e164.slice(11)}`
    : e164;

/** The address keeps the placed orders' ids (?siparis=), so the confirmation survives a reload of the page. */
const PLACED_PARAM = 'siparis';

/** The confirmation of orders just placed, read back by their ids. */
function PlacedOrders({ ids }: { ids: string[] }) {
  const { orders, error } = useOrders(ids);
  if (orders) return <Placed orders={orders} />;
  if (!error) return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {shopMessages.placedOrdersFailed}{' '}
        <Anchor component={Link} to={paths.myOrders} fw={600}>
          Siparişlerime Git
        </Anchor>
      </Alert>
    </Container>
  );
}

function Placed({ orders }: { orders: Order[] }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center" gap="sm">
          <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={1} fz="h2">
            Siparişiniz alındı
          </Title>
          <Text>
            {orders.length > 1
              ? `Sepetiniz ${orders.length} satıcıya ayrı siparişler olarak iletildi.`
              : 'Siparişiniz satıcıya iletildi.'}{' '}
            Ödemeyi teslimatta yapacaksınız.
          </Text>
          <Stack gap={2}>
            {orders.map((order) => (
              <Text key={order.id} size="sm">
                <strong>{order.orderNumber}</strong> · {order.seller.businessName} · {formatPrice(order.total)}
              </Text>
            ))}
          </Stack>
          <Button component={Link} to={paths.myOrders} mt="sm">
            Siparişlerime Git
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** Checkout (docs/decisions/006-shop-stock-money-and-orders.md): delivery address and 'Kapıda Ödeme'; the cart becomes one order per seller. */
export function CheckoutPage() {
  const { user } = useSession();
  const cart = useCart();
  const checkout = useCheckout();
  const form = useForm({
    initialValues: () => ({
      fullName: user ? `${user.firstName} ${user.lastName}` : '',
      phone: user?.phone ? nationalPhone(user.phone) : '',
      city: user?.city ? (findCity(user.city)?.name ?? '') : '',
      district: '',
      address: '',
      note: '',
      paymentMethod: paymentMethods[0].value as string,
      acceptDocuments: false,
    }),
    schema: checkoutSchema,
    toInput: checkoutInput,
    // The address's fields are the form's own fields.
    fieldOf: (path) => (path[0] === 'deliveryAddress' ? path[1] : path[0]) as keyof CheckoutValues,
  });
  const { values, errors, set } = form;
  const [params, setParams] = useSearchParams();
  const placed = params.get(PLACED_PARAM)?.split(',').filter(Boolean) ?? [];
  // The district is chosen from the province's districts (the offline gazetteer), never typed.
  const province = findCityByName(values.city)?.slug;
  const districts = useDistricts(province);
  // The documents follow what is filled in: once the address is complete they are read, and again after each change
  // (a moment after typing stops); the acceptance belongs to the text shown, so a new text needs a new tick.
  const filled = checkForm(checkoutDocumentsInputSchema, documentsInput(values));
  const [documentsFor] = useDebouncedValue(filled.ok ? JSON.stringify(documentsInput(values)) : '', 500);
  const documents = useCheckoutDocuments(
    documentsFor ? (JSON.parse(documentsFor) as CheckoutDocumentsInput) : undefined,
  );
  const [acceptedFor, setAcceptedFor] = useState('');
  const shownText = documents.data?.map((d) => d.contract).join('\n') ?? '';
  if (values.acceptDocuments && acceptedFor !== shownText) set('acceptDocuments', false);

  if (!user) return <SignedOutNotice title="Ödeme" text="Sipariş vermek için giriş yapın." />;
  if (placed.length) return <PlacedOrders ids={placed} />;
  if (checkout.isSuccess) return <Placed orders={checkout.data} />;
  if (cart.isPending) return <PageLoader />;
  if (cart.isSuccess && cart.data.items.length === 0) return <Navigate to={paths.cart} replace />;

  const input = (field: AddressField) => ({ ...form.text(field), required: true });
  const submit = form.onSubmit((_data, typed) =>
    checkout.mutate(checkoutInput(typed), {
      onSuccess: (orders) => setParams({ [PLACED_PARAM]: orders.map((o) => o.id).join(',') }, { replace: true }),
    }),
  );

  return (
    <Container size="lg" py="lg">
      <Anchor component={Link} to={paths.cart} size="sm">
        ← Sepete dön
      </Anchor>
      <Title order={1} my="md">
        Ödeme
      </Title>
      <form onSubmit={submit} noValidate aria-label="Teslimat ve ödeme">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delivery-heading">
                <Title order={2} fz="h4" mb="sm" id="delivery-heading">
                  Teslimat Adresi
                </Title>
                <Grid gutter="sm">
                  <FormCell>
                    <TextInput label="Ad Soyad" autoComplete="name" {...input('fullName')} />
                  </FormCell>
                  <FormCell>
                    <TextInput label="Telefon" type="tel" autoComplete="tel" {...input('phone')} />
                  </FormCell>
                  <FormCell>
                    <Select
                      label="İl"
                      placeholder="İl seçin"
                      searchable
                      data={cityOptions.map((c) => c.label)}
                      value={values.city || null}
                      onChange={(value) => {
                        set('city', value ?? '');
                        // Another province has other districts.
                        if (value !== values.city) set('district', '');
                      }}
                      error={errors.city}
                      required
                      nothingFoundMessage="Şehir bulunamadı"
                    />
                  </FormCell>
                  <FormCell>
                    <Select
                      label="İlçe"
                      placeholder={province ? 'İlçe seçin' : 'Önce il seçin'}
                      searchable
                      filter={turkishOptionsFilter}
                      data={districts.data ?? []}
                      {...form.choice('district')}
                      disabled={!province}
                      error={errors.district ?? (districts.isError ? shopMessages.districtsFailed : undefined)}
                      required
                      nothingFoundMessage="İlçe bulunamadı"
                    />
                  </FormCell>
                  <FormCell wide>
                    <Textarea
                      label="Açık Adres"
                      description="Mahalle, cadde, sokak, bina ve daire numarası"
                      autoComplete="street-address"
                      autosize
                      minRows={2}
                      {...input('address')}
                    />
                  </FormCell>
                  <FormCell wide>
                    <Textarea
                      label="Sipariş Notu"
                      description="İsteğe bağlı"
                      autosize
                      minRows={1}
                      maxLength={500}
                      {...form.text('note')}
                    />
                  </FormCell>
                </Grid>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Radio.Group label="Ödeme Yöntemi" {...form.field('paymentMethod')} required>
                  <Stack mt="xs">
                    {paymentMethods.map((method) => (
                      <Radio
                        key={method.value}
                        value={method.value}
                        label={
                          <span>
                            <IconCash size={16} aria-hidden style={{ verticalAlign: -3 }} /> {method.label}
                          </span>
                        }
                        description="Ödemeyi ürün elinize ulaştığında nakit veya kartla yaparsınız."
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              </Paper>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="documents-heading">
                <Title order={2} fz="h4" mb="xs" id="documents-heading">
                  Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi
                </Title>
                {!documentsFor ? (
                  <Text size="sm" c="dimmed">
                    Teslimat adresini doldurduğunuzda siparişinize göre hazırlanan sözleşmeler burada görünür.
                  </Text>
                ) : documents.isError ? (
                  <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {documents.error.message}
                  </Alert>
                ) : !documents.data ? (
                  <Text size="sm" c="dimmed" aria-live="polite">
                    Sözleşmeler hazırlanıyor…
                  </Text>
                ) : (
                  <Stack gap="md">
                    {documents.data.map((doc) => (
                      <Stack key={doc.seller.id} gap="xs">
                        {documents.data.length > 1 && (
                          <Text fw={600} size="sm">
                            Satıcı: {doc.seller.businessName}
                          </Text>
                        )}
                        <LegalDocuments documents={doc} />
                      </Stack>
                    ))}
                  </Stack>
                )}
                <Checkbox
                  mt="md"
                  label="Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, kabul ediyorum."
                  checked={values.acceptDocuments}
                  disabled={!documents.data || documents.isFetching}
                  onChange={(event) => {
                    setAcceptedFor(shownText);
                    set('acceptDocuments', event.currentTarget.checked);
                  }}
                  error={errors.acceptDocuments}
                  aria-invalid={errors.acceptDocuments ? true : undefined}
                />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {cart.isSuccess ? (
              <CartSummary
                cart={cart.data}
                action={
                  <Stack gap="xs">
                    {checkout.isError && (
                      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                        {checkout.error.message}
                      </Alert>
                    )}
                    <Button type="submit" fullWidth size="md" loading={checkout.isPending}>
                      Siparişi Onayla
                    </Button>
                    <Text size="xs" c="dimmed" ta="center">
                      Farklı satıcıların ürünleri ayrı siparişler olarak iletilir.
                    </Text>
                  </Stack>
                }
              />
            ) : (
              <Alert color="red" role="alert">
                {cart.error?.message}
              </Alert>
            )}
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
