import type { PublicUser } from '@otousta/shared/schemas/user';
import { chatHref } from '../../app/paths';

/** The person a chat opens with, as /mesajlar takes it in navigation state (docs/product.md §2 'Messages'). */
export interface MessageTarget {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  photos: string[];
}

/**
 * Where 'Mesaj At' / 'Mesaj Gönder' goes: /mesajlar?userId=… with the target user in navigation state, and a text for
 * the composer when there is one ('Konumumu mesajla gönder'): it waits there, editable, until the user sends it.
 */
export function messageLink(business: PublicUser, text?: string): { to: string; state: { targetUser: MessageTarget } } {
  return {
    to: chatHref(business.id, text),
    state: {
      targetUser: {
        _id: business._id,
        id: business.id,
        firstName: business.firstName,
        lastName: business.lastName,
        businessName: business.businessName,
        photos: business.photos,
      },
    },
  };
}

/** The message 'Konumumu mesajla gönder' puts in the composer: a map link to the point, for the tow driver. */
export function locationMessage(near: string): string {
  const [lat, lng] = near.split(',');
  return `Merhaba, aracım yolda kaldı ve çekiciye ihtiyacım var. Konumum: https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
