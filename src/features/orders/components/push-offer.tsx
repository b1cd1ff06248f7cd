import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorefront } from '../../../tenant/storefront-context';
import { pushState, PushDenied, subscribePush, type PushState } from '../../../platform/web-push';
import { BellIcon } from '../../../ui/icons';
import { pushKeyQuery, savePushSubscription } from '../orders.queries';
import { Button } from '../../../ui/button';

type Offer = PushState | 'working' | 'failed';

/**
 * "Tell me when it moves" on an order still under way, for a web customer whose browser can: the
 * browser asks only after this tap, never on load. A device already on is stored again for this
 * customer (it may have been another's before) and the card just says so.
 */
export function PushOffer() {
  const { t } = useTranslation('orders');
  const { api, merchant, channel } = useStorefront();
  const { data: publicKey } = useQuery({ ...pushKeyQuery(api, merchant.id), enabled: channel === 'WEB' });
  const [offer, setOffer] = useState<Offer>('unsupported');

  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    void pushState().then(async ({ state, subscription }) => {
      if (subscription) await savePushSubscription(api, subscription).catch(() => undefined);
      if (live) setOffer(state);
    });
    return () => {
      live = false;
    };
  }, [api, publicKey]);

  if (!publicKey || offer === 'unsupported') return null;
  const turnOn = async () => {
    setOffer('working');
    try {
      await savePushSubscription(api, await subscribePush(publicKey));
      setOffer('subscribed');
    } catch (error) {
      setOffer(error instanceof PushDenied ? 'denied' : 'failed');
    }
  };
  return (
    <section className="card stack push-offer" data-testid="push-offer" aria-live="polite">
      {offer === 'subscribed' ? (
        <p role="status" className="push-offer__on">
          <BellIcon width={20} height={20} /> {t('push.on')}
        </p>
      ) : offer === 'denied' ? (
        <p className="muted">{t('push.denied')}</p>
      ) : (
        <>
          <p className="muted">{t('push.offerHint')}</p>
          {offer === 'failed' && (
            <p role="alert" className="warning">
              {t('push.failed')}
            </p>
          )}
          <Button variant="secondary" disabled={offer === 'working'} onClick={() => void turnOn()}>
            <BellIcon width={20} height={20} /> {t('push.offer')}
          </Button>
        </>
      )}
    </section>
  );
}
