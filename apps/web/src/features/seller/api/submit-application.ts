import type { SellerApplication, SellerApplicationInput } from '@otousta/shared/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session';
import { sellerApplicationQueryOptions } from './get-application';

export interface ApplicationDocuments {
  businessLicense: File | null;
  taxCertificate: File | null;
}

/**
 * POST /api/users/seller-application: multipart `applicationData` (JSON) with the optional documents
 * `businessLicense` and `taxCertificate` → { data } (docs/product.md §7: the answer's data is checked for truthiness).
 */
export function submitApplication({
  values,
  documents,
}: {
  values: SellerApplicationInput;
  documents: ApplicationDocuments;
}) {
  const form = new FormData();
  form.append('applicationData', JSON.stringify(values));
  if (documents.businessLicense)
    form.append('businessLicense', documents.businessLicense, documents.businessLicense.name);
  if (documents.taxCertificate) form.append('taxCertificate', documents.taxCertificate, documents.taxCertificate.name);
  return api.post<{ data: SellerApplication | null }>('/users/seller-application', form).then((body) => {
    if (!body?.data) throw new Error('empty answer');
    return body.data;
  });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(sellerApplicationQueryOptions().queryKey, application);
      // The banner and the panel read the application state from the session user (docs/product.md §3).
      if (user) updateUser({ ...user, sellerApplication: { status: application.status } } satisfies SessionUser);
    },
  });
}
