import { Button, type ButtonProps } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, useRef } from 'react';

export interface PickPhotosButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'onClick' | 'type'> {
  /** The file types the picker offers, e.g. 'image/jpeg,image/png'. */
  accept: string;
  /** Called with the files picked, never with none. */
  onPick: (files: File[]) => void;
  /** The test id of the hidden file input, where tests put files. */
  inputTestId: string;
}

/** A button that opens the browser's picker for several photos, through a hidden file input. */
export function PickPhotosButton({ accept, onPick, inputTestId, ...button }: PickPhotosButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Clearing lets the same file be picked again after it was removed.
          event.currentTarget.value = '';
          if (files.length) onPick(files);
        }}
      />
      <Button
        leftSection={<IconPhotoPlus size={18} aria-hidden />}
        {...button}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
