import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePost } from '../api/delete-post';

/** 'Gönderiyi Sil': asks before the author's post goes, with its likes and comments. */
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
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Gönderiyi Sil"
      failure="Gönderi silinemedi"
      onConfirm={() => remove.mutateAsync(postId)}
    >
      Bu gönderiyi silmek istediğinizden emin misiniz?
    </ConfirmDialog>
  );
}
