import { ActionIcon, Box, Image, Input, SimpleGrid, Text } from '@mantine/core';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { PickPhotosButton } from '../../../components/ui/pick-photos-button';
import { fileKey, useFilePreviews } from '../../../lib/file-previews';
import { ACCEPTED_IMAGE_TYPES } from '../photo-selection';

interface PhotoPickerProps {
  photos: readonly File[];
  /** Called with the files the user picked; the page decides what is kept. */
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  required: boolean;
  label: string;
  error?: string | null;
}

/** Registration photos with previews and removal; at most five, one required for a business (docs/decisions/009-registration-photos.md). */
export function PhotoPicker({ photos, onPick, onRemove, required, label, error }: PhotoPickerProps) {
  const previews = useFilePreviews(photos);
  const id = useId();
  const full = photos.length >= USER_LIMITS.photosMax;
  const helper = required
    ? `En az 1, en fazla ${USER_LIMITS.photosMax} fotoğraf yükleyin. JPG, PNG, GIF veya WebP; her biri en fazla 5MB.`
    : `İsteğe bağlı: en fazla ${USER_LIMITS.photosMax} fotoğraf. JPG, PNG, GIF veya WebP; her biri en fazla 5MB.`;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={helper}
      error={error}
      id={id}
      labelElement="div"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Box mt={6} role="group" aria-labelledby={`${id}-label`}>
        <PickPhotosButton
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onPick={onPick}
          inputTestId="photo-input"
          variant="outline"
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
        >
          Fotoğraf Ekle ({photos.length}/{USER_LIMITS.photosMax})
        </PickPhotosButton>
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="sm">
            {photos.map((file, index) => (
              <Box key={fileKey(file)} pos="relative">
                <Image
                  src={previews[index]}
                  alt={`Seçilen fotoğraf ${index + 1}: ${file.name}`}
                  radius="md"
                  h={96}
                  fit="cover"
                />
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  size="sm"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  aria-label={`${file.name} fotoğrafını kaldır`}
                  onClick={() => onRemove(index)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
          </SimpleGrid>
        )}
        {full && (
          <Text size="xs" c="dimmed" mt={4}>
            Fotoğraf sınırına ulaştınız. Yeni eklemek için birini kaldırın.
          </Text>
        )}
      </Box>
    </Input.Wrapper>
  );
}
