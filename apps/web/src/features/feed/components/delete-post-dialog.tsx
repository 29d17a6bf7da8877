import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../../../lib/lazy-dialog';
import { useDeletePost } from '../api/delete-post';

/** 'Gönderiyi sil': asks before the author's post goes, with its likes and comments. */
export function DeletePostDialog({
  postId,
  opened,
  onClose,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useDeletePost();
  return (
    <Modal opened={useOpenedAfterMount(opened)} onClose={onClose} title="Gönderiyi sil" centered>
      <Text>Bu gönderiyi silmek istediğinizden emin misiniz?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Vazgeç
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(postId, { onSettled: onClose })}>
          Sil
        </Button>
      </Group>
    </Modal>
  );
}
