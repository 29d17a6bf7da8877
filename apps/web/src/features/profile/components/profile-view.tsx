import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import type { OwnUser } from '@otousta/shared/schemas/user';
import type { ReactNode } from 'react';
import { formatLatLng } from '../../../components/ui/map-picker/map-config';
import { brandNames, cityName, dateName, sectorNames, userTypeName, vehicleTypeNames } from '../profile-labels';
import { formatPhone } from '../profile-values';
import { type InfoItem, InfoList } from './info-list';

const NONE = 'Belirtilmemiş';

function Tags({ values }: { values: readonly string[] }): ReactNode {
  if (!values.length) return NONE;
  return (
    <Group gap={6} component="span">
      {values.map((value) => (
        <Badge key={value} variant="light" radius="sm" tt="none" fw={500}>
          {value}
        </Badge>
      ))}
    </Group>
  );
}

function External({ href }: { href: string | null }): ReactNode {
  if (!href) return NONE;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {href.replace(/^https:\/\/www\./, '')}
    </Anchor>
  );
}

/** A titled part of the profile: its heading names the section, its values a description list under it. */
function InfoSection({ id, title, items }: { id: string; title: string; items: readonly InfoItem[] }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} id={id} fz="lg" mb="sm">
        {title}
      </Title>
      <InfoList items={items} />
    </section>
  );
}

/** docs/product.md §2 'Profile', view mode: own data; business fields for a business, preferences for a customer. */
export function ProfileView({ user }: { user: OwnUser }) {
  return (
    <Stack gap="xl">
      <InfoSection
        id="profile-personal"
        title="Kişisel Bilgiler"
        items={[
          { label: 'Ad', value: user.firstName },
          { label: 'Soyad', value: user.lastName },
          { label: 'E-posta', value: user.email },
          { label: 'Telefon', value: formatPhone(user.phone) },
          { label: 'Şehir', value: cityName(user.city) },
          { label: 'Doğum Tarihi', value: user.birthDate ? dateName(user.birthDate) : NONE },
          { label: 'Hesap Türü', value: userTypeName(user.userType) },
        ]}
      />

      {user.userType === 'isletme' ? (
        <InfoSection
          id="profile-business"
          title="İşletme Bilgileri"
          items={[
            { label: 'İşletme Adı', value: user.businessName || NONE },
            { label: 'Adres', value: user.businessAddress || 'Adres belirtilmemiş' },
            {
              label: 'Harita Konumu',
              value:
                user.businessLatitude !== null && user.businessLongitude !== null
                  ? formatLatLng({ lat: user.businessLatitude, lng: user.businessLongitude })
                  : 'Konum bilgisi bulunamadı',
            },
            { label: 'Hizmetler', value: user.businessServices || 'Hizmet açıklaması bulunmuyor', wide: true },
            { label: 'Araç Tipleri', value: <Tags values={vehicleTypeNames(user.vehicleType)} /> },
            { label: 'Çalışma Alanları', value: <Tags values={sectorNames(user.businessSector)} /> },
            { label: 'Markalar', value: <Tags values={brandNames(user.businessBrand)} /> },
            { label: 'Yetkili Servis Markaları', value: <Tags values={brandNames(user.authorizedBrands)} /> },
            { label: 'Instagram', value: <External href={user.instagram} /> },
            { label: 'Facebook', value: <External href={user.facebook} /> },
          ]}
        />
      ) : (
        <InfoSection
          id="profile-preferences"
          title="Tercihler"
          items={[
            { label: 'Tercih Edilen Şehir', value: user.preferences.city ? cityName(user.preferences.city) : NONE },
            { label: 'Araç Türü', value: <Tags values={vehicleTypeNames(user.preferences.vehicleType ?? [])} /> },
          ]}
        />
      )}
    </Stack>
  );
}
