import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/vehicles/{id}/history.pdf: the vehicle's 'Servis geçmişi', saved by the browser as a file. */
export async function downloadHistoryPdf(id: string, plate: string) {
  const pdf = await api.blob(`/vehicles/${encodeURIComponent(id)}/history.pdf`);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `servis-gecmisi-${plate.replace(/\s+/g, '')}.pdf`;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadHistoryPdf = () =>
  useMutation({ mutationFn: ({ id, plate }: { id: string; plate: string }) => downloadHistoryPdf(id, plate) });
