import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import type { Lang } from '../domain/localized';
import type { TenantStorage } from '../platform/storage';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { CourierOrderCard } from './courier-order-card';
import { useCourierPosition, type CourierStored } from './use-courier-position';

const LANGS: Lang[] = ['uz', 'ru', 'en'];

/** The courier's screen: the shift, where they are shared, and their orders in route order. */
export function CourierHome({
  api,
  storage,
  lang,
  onLanguage,
  onLogout,
}: {
  api: ApiClient;
  storage: TenantStorage<CourierStored>;
  lang: Lang;
  onLanguage: (lang: Lang) => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('courier');
  const queryClient = useQueryClient();
  const route = useQuery({
    queryKey: ['courier', 'orders'],
    queryFn: async () => orThrow(await api.GET('/courier/v1/orders')),
    // a delivery the desk gives appears within a quarter of a minute
    refetchInterval: 15_000,
  });
  const shift = useMutation({
    mutationFn: async (on: boolean) => orThrow(await api.POST('/courier/v1/shift', { body: { on } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['courier', 'orders'] }),
  });
  const onShift = route.data?.shift.onShift === true;
  const orders = route.data?.orders ?? [];
  const carrying = onShift && orders.some((o) => o.status === 'ON_WAY');
  const position = useCourierPosition(api, storage, carrying);
  return (
    <div className="courier">
      <header className="courier__bar">
        <h1>{route.data?.courier.name ?? t('title')}</h1>
        <select aria-label={t('language')} value={lang} onChange={(e) => onLanguage(e.target.value as Lang)}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
        <Button variant="link" onClick={onLogout}>
          {t('logout')}
        </Button>
      </header>
      <main className="courier__main stack">
        <section className="courier__shift card stack" aria-live="polite">
          <p className={onShift ? 'courier__on' : 'muted'}>{onShift ? t('onShift') : t('offShift')}</p>
          {!onShift && <p className="muted">{t('shiftHint')}</p>}
          <Button
            variant={onShift ? 'secondary' : 'primary'}
            block
            disabled={!route.data || shift.isPending}
            onClick={() => shift.mutate(!onShift)}
          >
            {onShift ? t('endShift') : t('startShift')}
          </Button>
          {carrying && !position.denied && <p className="courier__sharing">{t('sharing')}</p>}
          {position.denied && <p className="error">{t('locationDenied')}</p>}
          {position.waiting > 1 && <p className="muted">{t('offline', { count: position.waiting })}</p>}
          <FormError>
            {(shift.error ?? route.error) && errorText(errorBodyOf(shift.error ?? route.error), lang)}
          </FormError>
        </section>
        {route.data && orders.length === 0 && <p className="muted courier__empty">{t('noOrders')}</p>}
        {orders.map((order) => (
          <CourierOrderCard
            key={order.id}
            api={api}
            order={order}
            lang={lang}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: ['courier', 'orders'] })}
          />
        ))}
      </main>
    </div>
  );
}
