import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { orThrow } from '../../api/errors';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { requestContact } from '../../platform/telegram';
import { useStorefront, type PhoneGate } from '../../tenant/storefront-context';
import { PhoneNeeded } from './components/phone-needed';

/**
 * A Telegram customer has no phone until they share it. The first time one is needed (a delivery,
 * a reservation), `ensure` asks Telegram for the contact (a native consent sheet), the server
 * checks its signature and stores it; a customer who declines gets the SMS code form
 * (`form`). Outside Telegram, or once a phone is stored, it never asks.
 */
export function useTelegramPhone(): PhoneGate {
  const { api, telegram } = useStorefront();
  const user = useCurrentUser();
  const session = useSessionActor();
  const [needsCode, setNeedsCode] = useState(false);
  const share = useMutation({
    mutationFn: async (contact: string) =>
      orThrow(await api.PUT('/webbot/v1/users/contact', { body: { contact } })),
    onSuccess: (updated) => session.send({ type: 'USER_UPDATED', user: updated }),
  });
  async function ensure(): Promise<boolean> {
    if (!telegram || !user || user.phone) return true;
    const contact = await requestContact(telegram);
    if (contact) {
      try {
        await share.mutateAsync(contact);
        return true;
      } catch {
        // the error is shown (share.error); the code form is the way on
      }
    }
    setNeedsCode(true);
    return false;
  }
  return {
    ensure,
    form: needsCode && user && !user.phone ? <PhoneNeeded user={user} error={share.error} /> : null,
  };
}
