import { EXPORT_FILE_NAME } from '@otousta/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveJsonFile } from '../../../lib/download';

/**
 * GET /api/users/me/export: everything the account holds as JSON, saved as otousta-verilerim.json. It goes through
 * the API client (a plain link could not carry the access token) and is never cached.
 */
export async function exportData() {
  const data = await api.get<unknown>('/users/me/export');
  saveJsonFile(EXPORT_FILE_NAME, data);
}

export const useExportData = () => useMutation({ mutationFn: exportData });
