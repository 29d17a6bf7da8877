import { Menu } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { loadDeletePostDialog, loadPostDialog } from './lazy-parts';
import { PostOptionsButton } from './post-options-button';

/** 'Düzenle' and 'Sil' for the author; opening it starts loading the dialogs they lead to. */
export function PostMenu({
  defaultOpened,
  onEdit,
  onDelete,
}: {
  /** Open at once: the button was pressed while this code was loading. */
  defaultOpened: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu
      position="bottom-end"
      withinPortal
      defaultOpened={defaultOpened}
      onOpen={() => {
        void loadPostDialog();
        void loadDeletePostDialog();
      }}
    >
      <Menu.Target>
        <PostOptionsButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Düzenle
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Sil
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
