import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** The '…' button of one's own post: the same while the menu's code loads and after, so nothing moves. */
export const PostOptionsButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function PostOptionsButton(props, ref) {
    return (
      <ActionIcon ref={ref} variant="subtle" color="gray" aria-label="Gönderi seçenekleri" {...props}>
        <IconDots size={18} aria-hidden />
      </ActionIcon>
    );
  },
);
