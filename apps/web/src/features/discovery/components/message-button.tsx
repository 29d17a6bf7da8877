import { Button, type ButtonProps } from '@mantine/core';
import type { PublicUser } from '@otousta/shared/schemas/user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messageLink } from '../message-target';

interface MessageButtonProps extends ButtonProps {
  business: PublicUser;
  /** A text waiting in the chat's composer. */
  text?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A button that opens the chat with a business ('Mesaj Gönder', 'Konumumu mesajla gönder'). */
export function MessageButton({ business, text, ...button }: MessageButtonProps) {
  const { to, state } = messageLink(business, text);
  return <Button component={Link} to={to} state={state} {...button} />;
}
