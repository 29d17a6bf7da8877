import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import { productCategories, productConditions } from '@otousta/shared/options/shop';
import { oemNumbersFromText } from '@otousta/shared/schemas/garage';
import {
  newProductInputSchema,
  type Product,
  type ProductInput,
  productInputSchema,
} from '@otousta/shared/schemas/shop';
import { formatTurkishNumber, numberFromText } from '@otousta/shared/text/number';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, signInHref } from '../../../app/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { NumberField } from '../../../components/ui/number-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useHere } from '../../../lib/use-here';
import { useOwnProduct } from '../api/get-own-product';
import { useRefreshSellerStatus } from '../api/refresh-seller-status';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { addProductPhotos } from '../product-photos';
import { PhotoManager } from './photo-manager';

interface Values {
  name: string;
  brand: string;
  description: string;
  /** Money and stock as typed, the Turkish way ('1.249,90'); read with numberFromText. */
  price: string;
  originalPrice: string;
  stock: string;
  condition: string;
  category: string;
  active: boolean;
  /** 'Evrensel / araca özel değil'. */
  universal: boolean;
  /** A new product's OEM numbers, one per line or separated by commas or semicolons. */
  oemNumbers: string;
}

const blank: Values = {
  name: '',
  brand: '',
  description: '',
  price: '',
  originalPrice: '',
  stock: '',
  condition: 'new',
  category: '',
  active: true,
  universal: false,
  oemNumbers: '',
};

const fromProduct = (p: Product): Values => ({
  name: p.name,
  brand: p.brand,
  description: p.description,
  price: formatTurkishNumber(p.price),
  originalPrice: p.originalPrice === null ? '' : formatTurkishNumber(p.originalPrice),
  stock: formatTurkishNumber(p.stock, 0),
  condition: p.condition,
  category: p.category,
  active: p.status === 'active',
  universal: p.universal,
  oemNumbers: '',
});

/** Where the seller panel shows a message after the form sends the seller back (docs/product.md §8 success alerts). */
export interface PanelNotice {
  notice?: string;
}

const options = (list: readonly { value: string; label: string }[]) => list.map((o) => ({ ...o }));

function BackLink() {
  return (
    <Anchor component={Link} to={paths.sellerPanel} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Satış Paneline Dön
      </Group>
    </Anchor>
  );
}

function ProductForm({ product }: { product?: Product }) {
  const editing = Boolean(product);
  const navigate = useNavigate();
  const [saved, setSaved] = useState<string[]>(() => product?.photos ?? []);
  // The stock the form started from: saving changes stock by the seller's edit, not over sales made meanwhile.
  const [stockSeen] = useState(product?.stock);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;

  const toInput = (values: Values) => ({
    name: values.name,
    brand: values.brand,
    description: values.description,
    price: numberFromText(values.price, Number.NaN),
    originalPrice: numberFromText(values.originalPrice, null),
    // An empty stock box is no stock figure at all, not zero (docs/product.md §5 'Geçerli bir stok miktarı giriniz').
    stock: numberFromText(values.stock, Number.NaN),
    category: values.category as ProductInput['category'],
    condition: values.condition as ProductInput['condition'],
    status: values.active ? 'active' : 'inactive',
    universal: values.universal,
    ...(editing
      ? { keepPhotos: saved, stockSeen }
      : { fitment: { vehicles: [], oemNumbers: oemNumbersFromText(values.oemNumbers) } }),
  });
  const form = useForm({
    initialValues: () => (product ? fromProduct(product) : blank),
    // A new product says what it fits; the OEM box carries the message (vehicles are added after saving).
    schema: editing ? productInputSchema : newProductInputSchema,
    toInput,
    fieldOf: (path) => (path[0] === 'fitment' ? 'oemNumbers' : (path[0] as keyof Values)),
  });
  const { values, set } = form;

  const onSubmit = form.onSubmit(
    async (data) => {
      setFailure(null);
      try {
        const answer = product
          ? await update.mutateAsync({ id: product.id, data, photos })
          : await create.mutateAsync({ data, photos });
        const notice = answer.message || (editing ? shopMessages.productUpdated : shopMessages.productCreated);
        navigate(`${paths.sellerPanel}?bolum=urunler`, { state: { notice } satisfies PanelNotice });
      } catch (error) {
        form.showServerErrors(error);
        const message = error instanceof Error && error.message ? error.message : null;
        // docs/product.md §8: 'Ürün eklenirken hata: {message}' and 'Ürün güncellenirken hata' with the server's
        // message.
        setFailure(
          editing
            ? `${shopMessages.productUpdateAlert}: ${message ?? shopMessages.productUpdateFailed}`
            : shopMessages.productCreateAlert(message ?? shopMessages.productCreateFailed),
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Ürünü düzenle' : 'Yeni ürün'}>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Ürün Adı" required {...form.text('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Marka" required {...form.text('brand')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Açıklama" required autosize minRows={4} {...form.text('description')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <NumberField label="Fiyat (TL)" required placeholder="ör. 1.249,90" {...form.text('price')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <NumberField
                label="İndirimsiz Fiyat (TL)"
                description="İsteğe bağlı; indirim oranı bundan hesaplanır"
                {...form.text('originalPrice')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <NumberField label="Stok" required decimals={0} {...form.text('stock')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
              <Select
                label="Durum"
                required
                data={options(productConditions)}
                {...form.choice('condition')}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Select
                label="Kategori"
                required
                placeholder="Kategori Seçin"
                data={options(productCategories)}
                {...form.choice('category')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }} pt={{ xs: 36 }}>
              <Switch
                label={values.active ? 'Aktif: katalogda görünür' : 'Pasif: katalogda görünmez'}
                checked={values.active}
                onChange={(e) => set('active', e.currentTarget.checked)}
              />
            </Grid.Col>
            {/* A buyer filtering by their car must be able to tell whether the part fits (docs/product.md). */}
            <Grid.Col span={12}>
              <Checkbox
                label="Evrensel / araca özel değil"
                description="Motor yağı, lastik, akü gibi her araca uyan ürünler için işaretleyin."
                checked={values.universal}
                onChange={(e) => set('universal', e.currentTarget.checked)}
              />
            </Grid.Col>
            {!editing && !values.universal && (
              <Grid.Col span={12}>
                <TextInput
                  label="OEM numaraları"
                  description="Virgülle ayırın. Uyumlu araçları ürünü kaydettikten sonra düzenleme sayfasında ekleyebilirsiniz."
                  placeholder="ör. 04465-02450, 0986494554"
                  value={values.oemNumbers}
                  onChange={(e) => set('oemNumbers', e.currentTarget.value)}
                />
              </Grid.Col>
            )}
          </Grid>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <PhotoManager
            saved={saved}
            newPhotos={photos}
            disabled={saving}
            error={photoError}
            onAdd={(files) => {
              const result = addProductPhotos(saved.length, photos, files);
              setPhotos(result.photos);
              setPhotoError(result.error);
            }}
            onRemoveSaved={(url) => {
              setSaved((current) => current.filter((u) => u !== url));
              setPhotoError(null);
            }}
            onRemoveNew={(index) => {
              setPhotos((current) => current.filter((_, i) => i !== index));
              setPhotoError(null);
            }}
            onRemoveAll={() => {
              setSaved([]);
              setPhotos([]);
              setPhotoError(null);
            }}
          />
        </Paper>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={paths.sellerPanel}>
            İptal
          </Button>
          <Button
            type="submit"
            disabled={saving}
            leftSection={saving ? <Loader size={16} color="white" aria-hidden /> : undefined}
          >
            {editing ? (saving ? 'Güncelleniyor...' : 'Ürünü Güncelle') : saving ? 'Ekleniyor...' : 'Ürünü Ekle'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NotASeller() {
  const { user } = useSession();
  const here = useHere();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="flex-start">
        <Text>
          {user ? 'Ürün eklemek için satıcı başvurunuzun onaylanmış olması gerekir.' : 'Ürün eklemek için giriş yapın.'}
        </Text>
        <Button component={Link} to={user ? paths.sellerPanel : signInHref(here)}>
          {user ? 'Satış Paneline Git' : 'Giriş Yap'}
        </Button>
      </Stack>
    </Paper>
  );
}

function EditLoader({ productId }: { productId: string }) {
  const { user } = useSession();
  const query = useOwnProduct(productId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <LoadFailed title="Ürün yüklenemedi" message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (query.data.sellerId !== user?.id) {
    return (
      <Alert color="red" role="alert">
        Bu ürünü düzenleme yetkiniz yok: yalnızca ürünün satıcısı düzenleyebilir.
      </Alert>
    );
  }
  return <ProductForm key={query.data.id} product={query.data} />;
}

/** docs/product.md §2, §5: /add-product and /edit-product/{productId}. */
export function ProductFormPage({ productId }: { productId?: string }) {
  const { user } = useSession();
  const allowed = Boolean(user?.eCommerceIsVerified);
  // An approval may be newer than the stored user: ask the server before turning the seller away.
  const status = useRefreshSellerStatus();
  const checking = Boolean(user) && !allowed && status.isPending;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <BackLink />
        <div>
          <Title order={1}>{productId ? 'Ürünü Düzenle' : 'Yeni Ürün Ekle'}</Title>
          <Text c="dimmed" size="sm">
            Yıldızlı (*) alanlar zorunludur.
          </Text>
        </div>
        {checking ? (
          <PageLoader />
        ) : !allowed ? (
          <NotASeller />
        ) : productId ? (
          <EditLoader productId={productId} />
        ) : (
          <ProductForm />
        )}
      </Stack>
    </Container>
  );
}
