import { Alert, Button, FileInput, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import { businessTypes, yearsInBusiness } from '@otousta/shared/options/business';
import { documentAccept } from '@otousta/shared/options/uploads';
import type { Option } from '@otousta/shared/options/vehicles';
import { type SellerApplicationInput, sellerApplicationSchema } from '@otousta/shared/schemas/shop';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { FormCell } from '../../../components/ui/form-cell';
import { isApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { type ApplicationDocuments, useSubmitApplication } from '../api/submit-application';
import { documentProblem } from '../application-documents';

type Field = keyof SellerApplicationInput;

const empty: Record<Field, string> & ApplicationDocuments = {
  taxNumber: '',
  businessName: '',
  businessPhone: '',
  businessAddress: '',
  businessDescription: '',
  businessType: '',
  yearsInBusiness: '',
  businessLicense: null,
  taxCertificate: null,
};

interface SellerApplicationFormProps {
  /** Called after the server accepted the application; the form has reset itself (docs/product.md §4). */
  onSubmitted: () => void;
  onCancel?: () => void;
}

/** docs/product.md §3 'Seller application', §5 rules, §8 texts: the form of the banner, of /satici-ol and of the panel. */
export function SellerApplicationForm({ onSubmitted, onCancel }: SellerApplicationFormProps) {
  // The documents are fields of the form too; the schema checks the text fields (the files travel beside them).
  const form = useForm({ initialValues: empty, schema: sellerApplicationSchema });
  const { values, errors, set } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitApplication();

  const text = (field: Field) => ({ ...form.text(field), required: true });
  const choice = (field: 'businessType' | 'yearsInBusiness', data: readonly Option[]) => ({
    placeholder: 'Seçiniz',
    data: [...data],
    ...form.choice(field),
    required: true,
    allowDeselect: false,
  });
  const documentInput = (kind: keyof ApplicationDocuments) => ({
    description: 'İsteğe bağlı · PDF, JPG veya PNG, en fazla 5MB',
    placeholder: 'Dosya seçin',
    accept: documentAccept,
    clearable: true,
    leftSection: <IconFileText size={16} aria-hidden />,
    value: values[kind],
    onChange: (file: File | null) => {
      const problem = file ? documentProblem(file) : null;
      // A refused file is not kept: what the form shows is what will be sent.
      set(kind, problem ? null : file);
      if (problem) form.setErrors((current) => ({ ...current, [kind]: problem }));
    },
    error: errors[kind],
  });

  const onSubmit = form.onSubmit(
    async (_parsed, { businessLicense, taxCertificate, ...typed }) => {
      setFailure(null);
      try {
        await submit.mutateAsync({
          values: typed as SellerApplicationInput,
          documents: { businessLicense, taxCertificate },
        });
        form.reset();
        onSubmitted();
      } catch (error) {
        form.showServerErrors(error);
        // docs/product.md §8: the failure alert; a refusal the server explains (an application already pending) says
        // why.
        const reason = isApiError(error) && error.statusCode >= 400 && error.statusCode < 500 ? error.message : null;
        setFailure(
          reason && reason !== shopMessages.applicationFailed
            ? `${shopMessages.applicationFailed} ${reason}`
            : shopMessages.applicationFailed,
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Satıcı başvuru formu">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Başvurunuz 1-3 iş günü içinde incelenir. Yıldızlı (*) alanlar zorunludur.
        </Text>
        <Grid gutter="sm">
          <FormCell>
            <TextInput label="İşletme Adı" autoComplete="organization" {...text('businessName')} />
          </FormCell>
          <FormCell>
            <TextInput
              label="Vergi Numarası"
              description="10 haneli vergi kimlik numarası (VKN)"
              inputMode="numeric"
              maxLength={13}
              {...text('taxNumber')}
            />
          </FormCell>
          <FormCell>
            <TextInput
              label="İşletme Telefonu"
              type="tel"
              autoComplete="tel"
              placeholder="0212 123 45 67"
              {...text('businessPhone')}
            />
          </FormCell>
          <FormCell>
            <Select label="İşletme Türü" {...choice('businessType', businessTypes)} />
          </FormCell>
          <FormCell>
            <Select label="Faaliyet Süresi" {...choice('yearsInBusiness', yearsInBusiness)} />
          </FormCell>
          <FormCell wide>
            <Textarea
              label="İşletme Adresi"
              autoComplete="street-address"
              autosize
              minRows={2}
              {...text('businessAddress')}
            />
          </FormCell>
          <FormCell wide>
            <Textarea
              label="İşletme Açıklaması"
              description="Sattığınız ürünleri ve işletmenizi kısaca anlatın"
              autosize
              minRows={3}
              {...text('businessDescription')}
            />
          </FormCell>
          <FormCell>
            <FileInput label="İşletme Ruhsatı" {...documentInput('businessLicense')} />
          </FormCell>
          <FormCell>
            <FileInput label="Vergi Levhası" {...documentInput('taxCertificate')} />
          </FormCell>
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
