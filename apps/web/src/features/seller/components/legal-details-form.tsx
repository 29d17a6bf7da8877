import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type SellerLegalDetails, sellerLegalDetailsInputSchema } from '@otousta/shared/schemas/seller-legal';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useForm } from '../../../lib/use-form';
import { useLegalDetails, useSaveLegalDetails } from '../api/legal-details';

function Form({ current }: { current: SellerLegalDetails | null }) {
  const form = useForm({
    initialValues: {
      legalTitle: current?.legalTitle ?? '',
      taxOffice: current?.taxOffice ?? '',
      address: current?.address ?? '',
    },
    schema: sellerLegalDetailsInputSchema,
  });
  const save = useSaveLegalDetails();
  const [saved, setSaved] = useState(false);
  const submit = form.onSubmit((data) => {
    setSaved(false);
    save.mutate(data, { onSuccess: () => setSaved(true), onError: form.showServerErrors });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="legal-details-heading">
      <Stack gap="sm">
        {!current && (
          <Alert color="yellow" role="status">
            Ürünlerinizi yayınlamak için ticari unvanınızı, vergi dairenizi ve adresinizi girin. Bu bilgiler
            siparişlerinizin Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesinde yer alır; adresiniz iade adresi
            olarak alıcıya gösterilir.
          </Alert>
        )}
        <TextInput
          label="Ticari Unvan"
          placeholder="ör. Usta Yedek Parça Ticaret Ltd. Şti."
          required
          {...form.text('legalTitle')}
        />
        <TextInput label="Vergi Dairesi" required {...form.text('taxOffice')} />
        <Textarea label="Adres (iade adresi)" autosize minRows={2} required {...form.text('address')} />
        {current && (
          <Text size="xs" c="dimmed">
            Vergi numarası: {current.taxNumber} (satıcı başvurunuzdan)
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          Yasal Bilgileri Kaydet
        </Button>
        {saved && (
          <Alert color="green" role="status">
            Yasal bilgileriniz kaydedildi.
          </Alert>
        )}
        <FormError>{save.isError ? save.error.message : null}</FormError>
      </Stack>
    </form>
  );
}

/** The seller's legal details (docs/product.md 'Distance sales documents'): needed before any product goes on sale. */
export function LegalDetailsForm() {
  const details = useLegalDetails();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="legal-details-heading">
      <Title order={4} mb="sm" id="legal-details-heading">
        Yasal Bilgiler
      </Title>
      {details.isPending ? (
        <Text c="dimmed">Yükleniyor…</Text>
      ) : details.isError ? (
        <LoadFailed
          title="Yasal bilgiler yüklenemedi"
          message={details.error.message}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <Form current={details.data} />
      )}
    </Paper>
  );
}
