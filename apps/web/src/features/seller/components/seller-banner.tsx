import { Alert, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import { type Icon, IconBuildingStore, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useSellerApplication } from '../api/get-application';
import { SellerApplicationForm } from './seller-application-form';

/** docs/product.md §4 'Seller application': closed → open → submitting → success closes the form and resets it. */
export function SellerApplicationModal({
  opened,
  onClose,
  onSubmitted,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Satıcı Başvurusu" size="lg" centered>
      <SellerApplicationForm onSubmitted={onSubmitted} onCancel={onClose} />
    </Modal>
  );
}

/**
 * docs/product.md §2 marketplace home: the seller banner for signed-in users. 'Satışa Başlayın' with the apply button
 * while eCommerceIsVerified is false, 'Satış Yetkiniz Onaylandı' with the panel link once it is true; a sent
 * application waits as 'Beklemede' (docs/decisions/012-seller-panel-access.md), a refused one may be sent again.
 */
export function SellerBanner() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const status = user?.sellerApplication?.status ?? null;
  // The rejection reason lives on the application itself, read only when there is one to explain.
  const application = useSellerApplication({ enabled: status === 'rejected' });
  if (!user) return null;

  if (user.eCommerceIsVerified) {
    return (
      <Paper withBorder radius="md" p="lg" bg="green.0" component="section" aria-label="Satıcı durumu">
        <Group justify="space-between" wrap="wrap" gap="md">
          <BannerHeading icon={IconCircleCheck} color="green" title="Satış Yetkiniz Onaylandı">
            <Text size="sm">Ürünlerinizi ekleyin, siparişlerinizi satış panelinden yönetin.</Text>
          </BannerHeading>
          <Button component={Link} to={paths.sellerPanel} color="teal.9">
            Satış Paneline Git
          </Button>
        </Group>
      </Paper>
    );
  }

  if (status === 'pending') {
    return (
      <Paper withBorder radius="md" p="lg" bg="yellow.0" component="section" aria-label="Satıcı durumu">
        <Stack gap="sm">
          {sent && (
            <Alert color="green" role="status">
              {shopMessages.applicationSent}
            </Alert>
          )}
          <BannerHeading icon={IconClockHour4} color="yellow" title="Başvurunuz İnceleniyor">
            <Text size="sm">
              Durum: <strong>Beklemede</strong>. İnceleme süreci 1-3 iş günü sürer; onaylandığında satışa
              başlayabilirsiniz.
            </Text>
          </BannerHeading>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" bg="blue.0" component="section" aria-label="Satıcı olun">
      <Group justify="space-between" wrap="wrap" gap="md">
        <BannerHeading icon={IconBuildingStore} title="Satışa Başlayın">
          <Text size="sm">Yedek parçalarınızı binlerce araç sahibine ulaştırın. Başvurmak birkaç dakika sürer.</Text>
          {status === 'rejected' && (
            <Text size="sm" c="red.9" mt={4}>
              Önceki başvurunuz reddedildi
              {application.data?.rejectionReason ? `: ${application.data.rejectionReason}` : '.'} Yeniden
              başvurabilirsiniz.
            </Text>
          )}
        </BannerHeading>
        <Button onClick={() => setOpen(true)}>Satıcı Başvurusu Yap</Button>
      </Group>
      <SellerApplicationModal
        opened={open}
        onClose={() => setOpen(false)}
        onSubmitted={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </Paper>
  );
}

/** The banner's icon, heading and the lines under it, the same in every state. */
function BannerHeading({
  icon: HeadingIcon,
  color,
  title,
  children,
}: {
  icon: Icon;
  color?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={48} radius="xl" color={color}>
        <HeadingIcon size={28} aria-hidden />
      </ThemeIcon>
      <div>
        <Title order={2} fz="h3">
          {title}
        </Title>
        {children}
      </div>
    </Group>
  );
}
