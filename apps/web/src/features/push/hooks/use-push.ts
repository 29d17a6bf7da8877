import type { PushSubscriptionInput } from '@otousta/shared/schemas/push';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { vapidPublicKeyQueryOptions } from '../api/get-vapid-public-key';
import { saveSubscription } from '../api/save-subscription';
import { currentSubscription, pushSupport, stopPushes, subscribeBrowser } from '../service-worker';

/**
 * Where this browser stands: 'on' receives the account's pushes, 'off' could, 'denied' was refused permission in
 * the browser's settings, 'unsupported' cannot (an old browser, or iOS outside a home-screen app).
 */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const permission = () => Notification.permission;

/** Turns pushes on and off for this browser and the signed-in account. */
export function usePush() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    let live = true;
    const settle = (next: PushState) => live && setState(next);
    if (pushSupport() === 'unsupported') settle('unsupported');
    else if (permission() === 'denied') settle('denied');
    else {
      currentSubscription().then(
        async (subscription) => {
          if (!subscription || permission() !== 'granted') return settle('off');
          // The server learns again that this browser is the signed-in account's (another may have used it since).
          await saveSubscription(subscription.toJSON() as PushSubscriptionInput).catch(() => {});
          settle('on');
        },
        () => settle('off'),
      );
    }
    return () => {
      live = false;
    };
  }, []);

  /** Asks the browser for permission, subscribes and tells the server; false when permission was not given. */
  const enable = useCallback(async (): Promise<boolean> => {
    const answer = await Notification.requestPermission();
    if (answer !== 'granted') {
      setState(answer === 'denied' ? 'denied' : 'off');
      return false;
    }
    const publicKey = await queryClient.fetchQuery(vapidPublicKeyQueryOptions());
    const subscription = await subscribeBrowser(publicKey);
    await saveSubscription(subscription.toJSON() as PushSubscriptionInput);
    setState('on');
    return true;
  }, [queryClient]);

  const disable = useCallback(async () => {
    await stopPushes();
    setState('off');
  }, []);

  return { state, enable, disable };
}
