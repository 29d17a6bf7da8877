import { type IconProps, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

/** The blue rosette beside a verified business's name, read as 'Doğrulanmış'. */
export function VerifiedMark(props: IconProps) {
  return (
    <IconRosetteDiscountCheckFilled
      color="var(--mantine-color-blue-6)"
      aria-label="Doğrulanmış"
      role="img"
      {...props}
    />
  );
}
