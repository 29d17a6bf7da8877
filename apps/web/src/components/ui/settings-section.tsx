import { Title, type TitleProps } from '@mantine/core';
import { settingsAnchor } from '@otousta/shared/seo/app-paths';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

interface SettingsSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The heading's id is `settings-<name>`; it names the section. */
  name: string;
  title: ReactNode;
  /** 2 for a part of the account settings, 3 for a part within one. */
  order: 2 | 3;
  /** The heading's spacing below and colour, or a ref and tabIndex where the keyboard is sent to it. */
  titleProps?: Omit<TitleProps, 'order' | 'id' | 'fz'> & { ref?: Ref<HTMLHeadingElement>; tabIndex?: number };
}

/** A part of the account settings, named by its heading. */
export function SettingsSection({ name, title, order, titleProps, children, ...section }: SettingsSectionProps) {
  const id = settingsAnchor(name);
  return (
    <section aria-labelledby={id} {...section}>
      <Title order={order} id={id} fz={order === 2 ? 'xl' : 'lg'} {...titleProps}>
        {title}
      </Title>
      {children}
    </section>
  );
}
