import { Alert, Button, Card, Container, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { brandsFor } from '@otousta/shared/options/brands';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { type Fitment, fitmentInputSchema, GARAGE_LIMITS, oemNumbersFromText } from '@otousta/shared/schemas/garage';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useFitment } from '../api/get-fitment';
import { useSaveFitment } from '../api/save-fitment';

interface Row {
  key: number;
  vehicleType: string;
  brand: string;
  model: string;
  yearFrom: string;
  yearTo: string;
}

let nextKey = 0;
const rowOf = (r?: Fitment['vehicles'][number]): Row => ({
  key: nextKey++,
  vehicleType: r?.vehicleType ?? 'araba',
  brand: r?.brand ?? '',
  model: r?.model ?? '',
  yearFrom: r?.yearFrom == null ? '' : String(r.yearFrom),
  yearTo: r?.yearTo == null ? '' : String(r.yearTo),
});
const year = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);

/** The form's rows and OEM text as the API's input (the shared schema checks both here and on the server). */
const inputOf = (rows: Row[], oems: string) => ({
  vehicles: rows.map((r) => ({
    vehicleType: r.vehicleType,
    brand: r.brand,
    model: r.model,
    yearFrom: year(r.yearFrom),
    yearTo: year(r.yearTo),
  })),
  oemNumbers: oemNumbersFromText(oems),
});

function Editor({ productId, fitment }: { productId: string; fitment: Fitment }) {
  const save = useSaveFitment(productId);
  const [rows, setRows] = useState<Row[]>(() => fitment.vehicles.map(rowOf));
  const [oems, setOems] = useState(fitment.oemNumbers.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = (key: number, patch: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  // The first and the last model year of a row: the same narrow digits-only field.
  const yearInput = (row: Row, field: 'yearFrom' | 'yearTo', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      value={row[field]}
      onChange={(e) => change(row.key, { [field]: e.currentTarget.value })}
      w={90}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const parsed = fitmentInputSchema.safeParse(inputOf(rows, oems));
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setProblem(null);
        save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            Uyumlu araç eklenmedi: ürün sayfası alıcılara 'Uyumluluk belirtilmemiş' der.
          </Text>
        )}
        {rows.map((row, index) => (
          <Card key={row.key} withBorder padding="sm" component="fieldset" aria-label={`Uyumlu araç ${index + 1}`}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <SelectField
                label="Araç türü"
                options={vehicleTypes}
                value={row.vehicleType}
                onChange={(e) => change(row.key, { vehicleType: e.currentTarget.value, brand: '' })}
                w={{ base: '100%', xs: 140 }}
              />
              <SelectField
                label="Marka"
                options={[{ value: '', label: 'Marka seçin' }, ...brandsFor([row.vehicleType])]}
                value={row.brand}
                onChange={(e) => change(row.key, { brand: e.currentTarget.value })}
                w={{ base: '100%', xs: 180 }}
              />
              <TextInput
                label="Model (boş: tüm modeller)"
                value={row.model}
                onChange={(e) => change(row.key, { model: e.currentTarget.value })}
                w={{ base: '100%', xs: 200 }}
              />
              {yearInput(row, 'yearFrom', 'İlk yıl')}
              {yearInput(row, 'yearTo', 'Son yıl')}
              <Button
                variant="subtle"
                color="red"
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                aria-label={`Uyumlu araç ${index + 1} satırını sil`}
              >
                <IconTrash size={18} aria-hidden />
              </Button>
            </Group>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRows((current) => [...current, rowOf()])}
            disabled={rows.length >= GARAGE_LIMITS.fitmentsMax}
          >
            Araç Ekle
          </Button>
        </Group>
        <Textarea
          label="OEM numaraları"
          description="Her satıra veya virgülle ayırarak bir numara; boşluk ve tireler yok sayılır."
          autosize
          minRows={2}
          value={oems}
          onChange={(e) => {
            setSaved(false);
            setOems(e.currentTarget.value);
          }}
        />
        {(problem || save.error) && (
          <Alert color="red" role="alert">
            {problem ?? save.error?.message}
          </Alert>
        )}
        {saved && (
          <Alert color="teal" role="status">
            Uyumluluk bilgileri kaydedildi.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Uyumluluğu Kaydet
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The seller's fitment section under the product form: vehicles the part fits (brand, model, years) and OEM numbers. */
export function FitmentEditor({ productId }: { productId: string }) {
  const fitment = useFitment(productId);
  return (
    <Container size="md" pb="xl">
      <section aria-labelledby="fitment-title">
        <Title order={2} fz="h3" id="fitment-title" mb="xs">
          Araç Uyumluluğu
        </Title>
        {fitment.isError && (
          <Alert color="red" role="alert">
            {fitment.error.message}
          </Alert>
        )}
        {fitment.data && <Editor productId={productId} fitment={fitment.data} />}
      </section>
    </Container>
  );
}
