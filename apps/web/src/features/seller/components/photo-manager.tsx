import { ActionIcon, Badge, Box, Button, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { imageAccept } from '@otousta/shared/options/uploads';
import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { PickPhotosButton } from '../../../components/ui/pick-photos-button';
import { fileKey, useFilePreviews } from '../../../lib/file-previews';
import { formatMegabytes } from '../../../lib/shop-format';
import classes from './seller.module.css';

interface PhotoManagerProps {
  saved: readonly string[];
  newPhotos: readonly File[];
  onAdd: (files: File[]) => void;
  onRemoveSaved: (url: string) => void;
  onRemoveNew: (index: number) => void;
  onRemoveAll: () => void;
  error: string | null;
  disabled?: boolean;
}

/**
 * docs/product.md §2, §5 product photos: saved ones marked as saved, new ones with file name and size in MB, each
 * removable, a remove-all button, drag and drop, at most ten in total.
 */
export function PhotoManager({
  saved,
  newPhotos,
  onAdd,
  onRemoveSaved,
  onRemoveNew,
  onRemoveAll,
  error,
  disabled,
}: PhotoManagerProps) {
  const [dragging, setDragging] = useState(false);
  const previews = useFilePreviews(newPhotos);
  const id = useId();
  const total = saved.length + newPhotos.length;
  const full = total >= SHOP_LIMITS.productPhotosMax;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onAdd(files);
  };

  return (
    <Input.Wrapper
      id={id}
      label="Ürün Fotoğrafları"
      description={`En fazla ${SHOP_LIMITS.productPhotosMax} fotoğraf; JPG, PNG, GIF veya WebP, her biri en fazla 5MB.`}
      labelElement="div"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="sm" mt={6}>
        {/* Mantine's error red is too light for AA on white, so the message uses the darkest red. */}
        {error && (
          <Text size="sm" c="red.9" role="alert" id={`${id}-error`}>
            {error}
          </Text>
        )}
        <Box
          className={classes.dropzone}
          data-dragging={dragging || undefined}
          data-testid="photo-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <IconUpload size={32} stroke={1.5} aria-hidden color="var(--mantine-color-blue-7)" />
          <Text size="sm" fw={600}>
            Fotoğrafları buraya sürükleyip bırakın
          </Text>
          <Text size="xs" c="dimmed">
            veya
          </Text>
          <PickPhotosButton
            accept={imageAccept}
            onPick={onAdd}
            inputTestId="product-photo-input"
            variant="light"
            disabled={disabled || full}
            aria-describedby={`${id}-description`}
          >
            Fotoğraf Seç ({total}/{SHOP_LIMITS.productPhotosMax})
          </PickPhotosButton>
        </Box>

        {total > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {saved.length} kayıtlı, {newPhotos.length} yeni fotoğraf
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onRemoveAll}
              disabled={disabled}
            >
              Tümünü Kaldır
            </Button>
          </Group>
        )}

        {total > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="sm">
            {saved.map((url, index) => (
              <PhotoTile
                key={url}
                src={imageVariant(url, 'thumb')}
                alt={`Kayıtlı fotoğraf ${index + 1}`}
                removeLabel={`Kayıtlı fotoğraf ${index + 1} kaldır`}
                onRemove={() => onRemoveSaved(url)}
                disabled={disabled}
              >
                <Badge size="sm" color="green" variant="light" c="dark.8">
                  Kayıtlı
                </Badge>
              </PhotoTile>
            ))}
            {newPhotos.map((file, index) => (
              <PhotoTile
                key={fileKey(file)}
                src={previews[index]}
                alt={`Yeni fotoğraf: ${file.name}`}
                removeLabel={`${file.name} fotoğrafını kaldır`}
                onRemove={() => onRemoveNew(index)}
                disabled={disabled}
              >
                <div style={{ minWidth: 0 }}>
                  <Badge size="sm" variant="light">
                    Yeni
                  </Badge>
                  <Text size="xs" truncate title={file.name}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatMegabytes(file.size)}
                  </Text>
                </div>
              </PhotoTile>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** One photo of the grid: the picture, what it is, and its remove button. */
function PhotoTile({
  src,
  alt,
  removeLabel,
  onRemove,
  disabled,
  children,
}: {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box className={classes.photo}>
      <Image src={src} alt={alt} h={110} fit="cover" />
      <Group gap={4} p={6} justify="space-between" wrap="nowrap">
        {children}
        <ActionIcon
          size="sm"
          color="red"
          variant="light"
          onClick={onRemove}
          disabled={disabled}
          aria-label={removeLabel}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
