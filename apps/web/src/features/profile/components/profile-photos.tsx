import { ActionIcon, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessages, formatMessages } from '@otousta/shared/messages/tr';
import { imageAccept, UPLOAD_LIMITS } from '@otousta/shared/options/uploads';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isImage } from '../../../lib/photo-picks';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhotos } from '../api/upload-photos';
import { useNotice } from '../hooks/use-notice';
import { NoticeAlert } from './notice-alert';
import classes from './profile-photos.module.css';

/** docs/product.md §5 'Profile': JPG, PNG, GIF or WebP, each at most 5 MB; the server checks the bytes again. */
function fileProblem(files: readonly File[], current: number): string | null {
  if (!files.every(isImage)) return errorMessages.UNSUPPORTED_MEDIA_TYPE;
  if (files.some((file) => file.size > UPLOAD_LIMITS.fileBytes)) return errorMessages.FILE_TOO_LARGE;
  if (current + files.length > USER_LIMITS.photosMax) return formatMessages.tooManyPhotos(USER_LIMITS.photosMax);
  return null;
}

/** The own photos with upload and, after confirmation (docs/product.md §4), removal. */
export function ProfilePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  const upload = useUploadPhotos();
  const remove = useRemovePhoto();
  const { notice, success, error, clear } = useNotice();
  const [confirming, setConfirming] = useState<string | null>(null);
  const full = photos.length >= USER_LIMITS.photosMax;

  const onPick = (files: File[]) => {
    if (!files.length) return;
    const problem = fileProblem(files, photos.length);
    if (problem) {
      error(problem);
      return;
    }
    clear();
    upload.mutate(files, {
      onSuccess: () => success('Fotoğraf başarıyla yüklendi!'),
      onError: (e) => error(`Fotoğraf yüklenemedi: ${e.message}`),
    });
  };

  const removeConfirmed = async () => {
    if (!confirming) return;
    clear();
    await remove.mutateAsync(confirming);
    success('Fotoğraf başarıyla kaldırıldı!');
  };

  return (
    <section aria-labelledby="profile-photos">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} id="profile-photos" fz="lg">
          Fotoğraflar
        </Title>
        <Text size="sm" c="dimmed">
          {photos.length}/{USER_LIMITS.photosMax}
        </Text>
      </Group>

      <Stack gap="sm">
        <div aria-live="polite">
          <NoticeAlert notice={notice} onClose={clear} />
        </div>

        {photos.length ? (
          <ul className={classes.grid}>
            {photos.map((url, index) => (
              <li key={url} className={classes.photo}>
                <img src={imageVariant(url, 'thumb')} alt={`${name} fotoğrafı ${index + 1}`} loading="lazy" />
                <ActionIcon
                  className={classes.remove}
                  color="red"
                  variant="filled"
                  size="md"
                  aria-label={`Fotoğraf ${index + 1}: kaldır`}
                  onClick={() => setConfirming(url)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            Henüz fotoğraf eklemediniz.
          </Text>
        )}

        <FileButton onChange={onPick} accept={imageAccept} multiple disabled={full}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              loading={upload.isPending}
              disabled={full}
              fullWidth
            >
              Fotoğraf Ekle
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPG, PNG, GIF veya WebP; her biri en fazla 5MB, toplam en fazla {USER_LIMITS.photosMax} fotoğraf.
        </Text>
      </Stack>

      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Fotoğrafı Kaldır"
        failure="Fotoğraf kaldırılamadı"
        onConfirm={removeConfirmed}
      >
        Bu fotoğrafı kaldırmak istediğinizden emin misiniz?
      </ConfirmDialog>
    </section>
  );
}
