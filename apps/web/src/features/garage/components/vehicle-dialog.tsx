import { Button, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { brandsFor } from '@otousta/shared/options/brands';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { reminderDaysText, type Vehicle, vehicleDueKinds, vehicleInputSchema } from '@otousta/shared/schemas/garage';
import { formatTurkishNumber, numberFromText } from '@otousta/shared/text/number';
import { formatPlate } from '@otousta/shared/text/plate';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { useForm } from '../../../lib/use-form';
import { useSaveVehicle } from '../api/save-vehicle';
import { PlateInput } from './plate-input';

interface Values {
  plate: string;
  vehicleType: string;
  brand: string;
  model: string;
  year: string;
  km: string;
  inspectionDue: string;
  insuranceDue: string;
  kaskoDue: string;
}

const valuesOf = (vehicle?: Vehicle): Values => ({
  plate: vehicle ? formatPlate(vehicle.plate) : '',
  vehicleType: vehicle?.vehicleType ?? 'araba',
  brand: vehicle?.brand ?? '',
  model: vehicle?.model ?? '',
  year: vehicle ? String(vehicle.year) : '',
  km: vehicle?.km == null ? '' : formatTurkishNumber(vehicle.km),
  inspectionDue: vehicle?.inspectionDue ?? '',
  insuranceDue: vehicle?.insuranceDue ?? '',
  kaskoDue: vehicle?.kaskoDue ?? '',
});

/** The form's text as the API's input: empty boxes are no value, numbers are numbers (a stray letter stays text). */
const number = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);
const toInput = (v: Values) => ({
  plate: v.plate,
  vehicleType: v.vehicleType,
  brand: v.brand,
  model: v.model,
  year: number(v.year) ?? undefined,
  km: numberFromText(v.km, null),
  inspectionDue: v.inspectionDue || null,
  insuranceDue: v.insuranceDue || null,
  kaskoDue: v.kaskoDue || null,
});

/** 'Araç Ekle' / 'Aracı Düzenle': plate, type, brand from the lists, model, year, km and the three due dates. */
export function VehicleDialog({ vehicle, onClose }: { vehicle?: Vehicle; onClose: () => void }) {
  const save = useSaveVehicle(vehicle?.id);
  const form = useForm({ initialValues: () => valuesOf(vehicle), schema: vehicleInputSchema, toInput });
  const { values, set, errors } = form;
  const brandOptions = [{ value: '', label: 'Marka seçin' }, ...brandsFor([values.vehicleType])];

  return (
    <Modal
      opened
      onClose={onClose}
      title={vehicle ? 'Aracı Düzenle' : 'Araç Ekle'}
      centered
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (data) => {
          try {
            await save.mutateAsync(data);
            onClose();
          } catch (error) {
            form.showServerErrors(error);
          }
        })}
      >
        <Stack gap="sm">
          <PlateInput
            label="Plaka"
            required
            value={values.plate}
            onChange={(plate) => set('plate', plate)}
            error={errors.plate}
            aria-invalid={errors.plate ? true : undefined}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SelectField
              label="Araç türü"
              required
              options={vehicleTypes}
              value={values.vehicleType}
              onChange={(event) => {
                set('vehicleType', event.currentTarget.value);
                set('brand', '');
              }}
              error={errors.vehicleType}
            />
            <SelectField
              label="Marka"
              required
              options={brandOptions}
              value={values.brand}
              onChange={(event) => set('brand', event.currentTarget.value)}
              error={errors.brand}
              aria-invalid={errors.brand ? true : undefined}
            />
            <TextInput label="Model" required {...form.text('model')} placeholder="ör. Egea" />
            <TextInput label="Model yılı" required inputMode="numeric" {...form.text('year')} />
            <NumberField label="Kilometre" decimals={0} placeholder="ör. 87.500" {...form.text('km')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {vehicleDueKinds.map((kind) => (
              <TextInput
                key={kind.value}
                type="date"
                label={`${kind.label} son günü`}
                description={`Bitiş (son geçerlilik) tarihi; ${reminderDaysText} hatırlatırız`}
                {...form.text(kind.value)}
              />
            ))}
          </SimpleGrid>
          <DialogActions error={save.error} onCancel={onClose}>
            <Button type="submit" loading={save.isPending}>
              {vehicle ? 'Kaydet' : 'Aracı Ekle'}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
