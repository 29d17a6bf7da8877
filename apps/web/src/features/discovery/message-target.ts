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

/** Where 'Mesaj At' / 'Mesaj Gönder' goes: /mesajlar?userId=… with the target user in navigation state. */
export function messageLink(business: PublicUser): { to: string; state: { targetUser: MessageTarget } } {
  return {
    to: chatHref(business.id),
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
