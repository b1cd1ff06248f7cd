import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../../api/errors';
import { useStorefront } from '../../../tenant/storefront-context';
import { useCancelOrder } from '../orders.queries';
import { Button } from '../../../ui/button';

/** Cancelling asks first; a refusal (the restaurant has already started, say) is shown where the customer looks. */
export function CancelOrder({
  orderId,
  number,
  userId,
}: {
  orderId: number;
  number: number;
  userId: number;
}) {
  const { t } = useTranslation('orders');
  const { api, lang } = useStorefront();
  const cancel = useCancelOrder(api, userId);
  const [asking, setAsking] = useState(false);
  return (
    <div className="stack">
      {asking ? (
        <div className="card stack cancel-ask" role="group" aria-labelledby="cancel-ask">
          <p id="cancel-ask">{t('cancelAsk', { number })}</p>
          <div className="grid-2">
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(orderId, { onSettled: () => setAsking(false) })}
            >
              {t('cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cancelKeep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            cancel.reset();
            setAsking(true);
          }}
        >
          {t('cancel')}
        </Button>
      )}
      {cancel.isError && (
        <p className="error" role="alert">
          {errorText(errorBodyOf(cancel.error), lang)}
        </p>
      )}
    </div>
  );
}
