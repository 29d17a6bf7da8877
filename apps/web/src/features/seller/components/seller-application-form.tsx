import { Alert, Button, FileInput, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import { businessTypes, yearsInBusiness } from '@otousta/shared/options/business';
import { documentAccept } from '@otousta/shared/options/uploads';
import { type SellerApplicationInput, sellerApplicationSchema } from '@otousta/shared/schemas/shop';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { type ApplicationDocuments, useSubmitApplication } from '../api/submit-application';
import { documentProblem } from '../application-documents';

type Field = keyof SellerApplicationInput;

const empty: Record<Field, string> = {
  taxNumber: '',
  businessName: '',
  businessPhone: '',
  businessAddress: '',
  businessDescription: '',
  businessType: '',
  yearsInBusiness: '',
};
const noDocuments: ApplicationDocuments = { businessLicense: null, taxCertificate: null };

interface SellerApplicationFormProps {
  /** Called after the server accepted the application; the form has reset itself (spec §4). */
  onSubmitted: () => void;
  onCancel?: () => void;
}

/** Spec §3 'Seller application', §5 rules, §8 texts: the form of the banner, of /satici-ol and of the panel. */
export function SellerApplicationForm({ onSubmitted, onCancel }: SellerApplicationFormProps) {
  const [values, setValues] = useState(empty);
  const [documents, setDocuments] = useState(noDocuments);
  const [errors, setErrors] = useState<Partial<Record<Field | keyof ApplicationDocuments, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitApplication();

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
    error: errors[field],
    required: true,
  });
  const documentInput = (kind: keyof ApplicationDocuments) => ({
    description: 'İsteğe bağlı · PDF, JPG veya PNG, en fazla 5MB',
    placeholder: 'Dosya seçin',
    accept: documentAccept,
    clearable: true,
    leftSection: <IconFileText size={16} aria-hidden />,
    value: documents[kind],
    onChange: (file: File | null) => {
      const problem = file ? documentProblem(file) : null;
      setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
      // A refused file is not kept: what the form shows is what will be sent.
      setDocuments((current) => ({ ...current, [kind]: problem ? null : file }));
    },
    error: errors[kind],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = sellerApplicationSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await submit.mutateAsync({ values: values as SellerApplicationInput, documents });
      setValues(empty);
      setDocuments(noDocuments);
      setErrors({});
      onSubmitted();
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors as typeof errors);
      // Spec §8: the failure alert; a refusal the server explains (an application already pending) says why.
      const reason = isApiError(error) && error.statusCode >= 400 && error.statusCode < 500 ? error.message : null;
      setFailure(
        reason && reason !== shopMessages.applicationFailed
          ? `${shopMessages.applicationFailed} ${reason}`
          : shopMessages.applicationFailed,
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Satıcı başvuru formu">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Başvurunuz 1-3 iş günü içinde incelenir. Yıldızlı (*) alanlar zorunludur.
        </Text>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="İşletme Adı" autoComplete="organization" {...text('businessName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Vergi Numarası"
              description="10 haneli vergi kimlik numarası (VKN)"
              inputMode="numeric"
              maxLength={13}
              {...text('taxNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="İşletme Telefonu"
              type="tel"
              autoComplete="tel"
              placeholder="0212 123 45 67"
              {...text('businessPhone')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="İşletme Türü"
              placeholder="Seçiniz"
              data={businessTypes as unknown as { value: string; label: string }[]}
              value={values.businessType || null}
              onChange={(value) => set('businessType')(value ?? '')}
              error={errors.businessType}
              required
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Faaliyet Süresi"
              placeholder="Seçiniz"
              data={yearsInBusiness as unknown as { value: string; label: string }[]}
              value={values.yearsInBusiness || null}
              onChange={(value) => set('yearsInBusiness')(value ?? '')}
              error={errors.yearsInBusiness}
              required
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="İşletme Adresi"
              autoComplete="street-address"
              autosize
              minRows={2}
              {...text('businessAddress')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="İşletme Açıklaması"
              description="Sattığınız ürünleri ve işletmenizi kısaca anlatın"
              autosize
              minRows={3}
              {...text('businessDescription')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FileInput label="İşletme Ruhsatı" {...documentInput('businessLicense')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FileInput label="Vergi Levhası" {...documentInput('taxCertificate')} />
          </Grid.Col>
        </Grid>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
              İptal
            </Button>
          )}
          <Button type="submit" loading={submit.isPending}>
            Başvuruyu Gönder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
