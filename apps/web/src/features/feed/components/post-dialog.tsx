import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { maxCarYear, POST_LIMITS, type PostType, postTypeChipOrder } from '@otousta/shared/options/posts';
import { imageAccept } from '@otousta/shared/options/uploads';
import type { Post } from '@otousta/shared/schemas/posts';
import { createPostSchema, updatePostSchema } from '@otousta/shared/schemas/posts';
import { characterCount } from '@otousta/shared/text/characters';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconAlertCircle, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useFilePreviews } from '../../../lib/file-previews';
import { useOpenedAfterMount } from '../../../lib/lazy-dialog';
import type { SessionUser } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import {
  addPostPhotos,
  emptyPostForm,
  type PostFormValues,
  postEditPayload,
  postFormErrors,
  postFormValues,
  postPayload,
} from '../post-form';
import { postTypeLabel } from './post-type';

const typeOptions = postTypeChipOrder.map((type) => ({ value: type, label: postTypeLabel(type) }));

/**
 * The 'Yeni Gönderi' dialog (docs/product.md §2, §5): type-specific fields, tags, up to five photos, a counter. Given a
 * post, the same fields edit it (PUT takes no photos, so the photo picker is left out), and emptied fields are cleared.
 */
export function PostDialog({
  opened,
  onClose,
  user,
  post,
}: {
  opened: boolean;
  onClose: () => void;
  user: SessionUser;
  post?: Post;
}) {
  // The payload is checked with the rules the API applies to it; an edit by the edit rules (emptied fields clear).
  const form = useForm<PostFormValues, unknown>({
    initialValues: () => (post ? postFormValues(post) : emptyPostForm),
    schema: post ? updatePostSchema : createPostSchema,
    toInput: post ? postEditPayload : postPayload,
  });
  const { values, errors, set } = form;
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const previews = useFilePreviews(photos);
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const create = post ? updatePost : createPost;
  // On a phone the form takes the whole screen, so the keyboard never hides half of it.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const shown = useOpenedAfterMount(opened);
  const text = (key: keyof PostFormValues) => ({
    value: String(values[key]),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value as never),
    error: errors[key],
  });

  const close = () => {
    if (create.isPending) return;
    onClose();
  };
  const reset = () => {
    form.reset();
    setPhotos([]);
    setPhotoError(null);
    create.reset();
  };

  // The year rule shows once the field is left or the form is sent, not while the first digits are typed.
  const checkYear = () => {
    const { carYear } = postFormErrors(values);
    if (carYear) form.setErrors((current) => ({ ...current, carYear }));
  };

  const submit = form.onSubmit((_parsed, typed) => {
    if (create.isPending) return;
    const done = {
      onSuccess: () => {
        // An edit dialog closes for good; the create dialog is empty again for the next post.
        if (!post) reset();
        onClose();
      },
      onError: form.showServerErrors,
    };
    if (post) updatePost.mutate({ id: post.id, postData: postEditPayload(typed) }, done);
    else createPost.mutate({ postData: postPayload(typed), images: photos }, done);
  });

  const name =
    user.userType === 'isletme' && user.businessName ? user.businessName : `${user.firstName} ${user.lastName}`;
  const photo = user.photos[0];
  // docs/product.md §8: the creation failure text, with the server's reason when it named one (a rule of
  // docs/product.md §5).
  const failure = create.error
    ? isApiError(create.error) && create.error.statusCode >= 400 && create.error.statusCode < 500
      ? create.error.message
      : null
    : undefined;

  return (
    <Modal
      opened={shown}
      onClose={close}
      title={post ? 'Gönderiyi Düzenle' : 'Yeni Gönderi'}
      size="lg"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="sm">
            <Avatar src={photo ? imageVariant(photo, 'thumb') : null} alt="" radius="xl" color="blue">
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </Avatar>
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color={user.userType === 'isletme' ? 'blue' : 'gray'} tt="none">
              {user.userType === 'isletme' ? 'İşletme' : 'Müşteri'}
            </Badge>
          </Group>

          <Select
            label="Gönderi türü"
            data={typeOptions}
            value={values.type}
            onChange={(value) => value && set('type', value as PostType)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <div>
            <Textarea
              label="İçerik"
              placeholder="Aracınızla ilgili ne paylaşmak istersiniz?"
              required
              autosize
              minRows={4}
              {...text('content')}
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {characterCount(values.content)}/{POST_LIMITS.contentMax}
            </Text>
          </div>

          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label="Araç markası"
              placeholder="ör. Fiat"
              maxLength={POST_LIMITS.fieldMax}
              {...text('carBrand')}
            />
            <TextInput label="Model" placeholder="ör. Egea" maxLength={POST_LIMITS.fieldMax} {...text('carModel')} />
            <NumberInput
              label="Model yılı"
              placeholder="ör. 2021"
              min={POST_LIMITS.yearMin}
              max={maxCarYear()}
              allowDecimal={false}
              allowNegative={false}
              // Typing is never blocked or corrected: a year out of range stays as typed and the rule says why.
              clampBehavior="none"
              value={values.carYear}
              onChange={(value) => set('carYear', value)}
              onBlur={checkYear}
              error={errors.carYear}
            />
          </SimpleGrid>
          <TextInput
            label="Konum"
            placeholder="ör. Kadıköy, İstanbul"
            maxLength={POST_LIMITS.fieldMax}
            {...text('location')}
          />

          {values.type === 'service' && (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label="Hizmet türü" placeholder="ör. Egzoz tamiri" {...text('serviceType')} />
                <TextInput label="Tahmini süre" placeholder="ör. 2 saat" {...text('estimatedDuration')} />
              </SimpleGrid>
              <Textarea
                label="Hizmet açıklaması"
                autosize
                minRows={2}
                maxLength={POST_LIMITS.serviceDescriptionMax}
                {...text('serviceDescription')}
              />
              <TextInput label="İletişim" placeholder="Telefon veya adres" {...text('contactInfo')} />
            </Stack>
          )}
          {values.type === 'sale' && (
            <NumberInput
              label="Fiyat (TL)"
              placeholder="ör. 12.500"
              min={0}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator="."
              decimalSeparator=","
              value={values.price}
              onChange={(value) => set('price', value)}
              error={errors.price}
            />
          )}

          <TextInput
            label="Etiketler"
            description="Virgülle ayırın: egzoz, bakım, performans"
            placeholder="egzoz, bakım"
            {...text('tags')}
          />

          {!post && (
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  Fotoğraflar
                </Text>
                <Text size="xs" c="dimmed">
                  {photos.length}/{POST_LIMITS.imagesMax} fotoğraf · her biri en fazla 5MB
                </Text>
              </Group>
              {previews.length > 0 && (
                <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs">
                  {previews.map((url, i) => (
                    <div key={url} style={{ position: 'relative' }}>
                      <Image src={url} alt={`Seçilen fotoğraf ${i + 1}`} radius="sm" h={72} fit="cover" />
                      <ActionIcon
                        size="sm"
                        radius="xl"
                        color="red"
                        variant="filled"
                        style={{ position: 'absolute', top: 4, right: 4 }}
                        aria-label={`Fotoğraf ${i + 1} kaldır`}
                        onClick={() => {
                          setPhotos((current) => current.filter((_, index) => index !== i));
                          setPhotoError(null);
                        }}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </div>
                  ))}
                </SimpleGrid>
              )}
              <FileButton
                multiple
                accept={imageAccept}
                onChange={(files) => {
                  const result = addPostPhotos(photos, files);
                  setPhotos(result.photos);
                  setPhotoError(result.error);
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPhotoPlus size={18} aria-hidden />}
                    disabled={photos.length >= POST_LIMITS.imagesMax}
                  >
                    Fotoğraf ekle
                  </Button>
                )}
              </FileButton>
              {photoError && (
                <Text size="sm" c="red.8" role="alert">
                  {photoError}
                </Text>
              )}
            </Stack>
          )}

          {failure !== undefined && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              title={post ? 'Gönderi güncellenirken bir hata oluştu' : 'Gönderi oluşturulurken bir hata oluştu'}
            >
              {failure}
            </Alert>
          )}

          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              İptal
            </Button>
            <Button type="submit" disabled={!values.content.trim()} loading={create.isPending}>
              {post ? 'Kaydet' : 'Paylaş'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
