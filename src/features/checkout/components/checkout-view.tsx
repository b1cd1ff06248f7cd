import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { errorText } from '../../../api/errors';
import { unwrap } from '../../../api/query-client';
import type { components } from '../../../api/schema';
import { basketTotals, type BasketLine, type MenuProductLike } from '../../../domain/basket';
import { localized } from '../../../domain/localized';
import { offeredPayments, offeredServices, ONLINE_PAYMENTS as ONLINE } from '../../../domain/payments';
import { localParts, timeSlots } from '../../../domain/schedule';
import { useStorefront } from '../../../engine/storefront-context';
import { formatSum } from '../../../i18n/format';
import { haptic, showMainButton } from '../../../platform/telegram';
import { notify } from '../../../ui/notify';
import { paymentMethodsQuery } from '../checkout.queries';
import { checkoutMachine, type ServiceType } from '../checkout.machine';

type Branch = components['schemas']['Branch'];
type User = components['schemas']['User'];

interface Props {
  lines: BasketLine[];
  products: (MenuProductLike & { name: components['schemas']['LocalizedText'] })[];
  branches: Branch[];
  user: User;
  channel: 'WEB' | 'TG';
  onOrdered: () => void;
}

/** Checkout: the customer's choices through the checkout machine; the summary from src/domain/pricing. */
export function CheckoutView({ lines, products, branches, user, channel, onOrdered }: Props) {
  const { t } = useTranslation('checkout');
  const { api, merchant, settings, storage, lang, telegram } = useStorefront();
  const formRef = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  const s = settings as unknown as Record<string, unknown>;
  const services = offeredServices(s, null) as ServiceType[];
  const { data: methods = [] } = useQuery(paymentMethodsQuery(api, merchant.id));
  const payments = offeredPayments(
    methods.map((m) => ({
      type: m.setting.type,
      webEnabled: m.setting.webEnabled,
      botEnabled: m.setting.botEnabled,
      isActive: m.setting.isActive,
    })),
    s,
    channel === 'TG' ? 'BOT' : 'WEB',
  );
  const saved = storage.get<{
    latitude: number;
    longitude: number;
    deliveryPrice?: number;
    entrance?: string;
    floor?: string;
    office?: string;
    domophone?: string;
    description?: string;
    comment?: string;
  }>('deliveryAddress');
  const [fields, setFields] = useState({
    comment: '',
    courierComment: '',
    receiverName: '',
    receiverPhone: '',
    sendCheque: false,
    chequePhone: user.phone ?? '',
  });
  // "today", "tomorrow" and the time slots are read when the checkout opens
  const [openedAt] = useState(() => {
    const now = new Date();
    return {
      now,
      today: localParts(now).day,
      tomorrow: localParts(new Date(now.getTime() + 86_400_000)).day,
    };
  });

  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        tariff: fromPromise(async ({ input }) =>
          unwrap(await api.POST('/deliveries/v1/delivery/tariff/client/calculate', { body: input })),
        ),
        checkPromo: fromPromise(async ({ input }) => {
          const result = unwrap(await api.POST('/support/v1/promos/check', { body: input }));
          const p = result.promo;
          return {
            code: p.code,
            discountType: p.discountType,
            productDiscount: p.productDiscount,
            deliveryDiscount: p.deliveryDiscount,
            minPrice: p.minPrice,
          };
        }),
        submitOrder: fromPromise(async ({ input }) => {
          const headers = { 'Idempotency-Key': input.idempotencyKey };
          const body = input.request as components['schemas']['OrderRequest'];
          return unwrap(
            input.later && input.day
              ? await api.POST('/orders/v1/orders/at-time/{day}', {
                  params: { path: { day: input.day }, header: headers },
                  body,
                })
              : await api.POST('/orders/v1/orders', { params: { header: headers }, body }),
          );
        }),
      },
      actions: {
        onSuccess: () => {
          onOrdered();
          storage.remove('deliveryAddress');
          notify('success', t('success'));
        },
      },
    }),
    {
      input: {
        services,
        branchId: storage.get<number>('pickupBranch') ?? branches[0]?.id ?? null,
        address: saved ? { latitude: saved.latitude, longitude: saved.longitude } : null,
        deliveryPrice: saved?.deliveryPrice ?? 0,
        paymentType: payments[0] ?? null,
      },
    },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const c = state.context;

  useEffect(() => {
    if (saved)
      actor.send({ type: 'ADDRESS', address: { latitude: saved.latitude, longitude: saved.longitude } });
    // price the stored address once, when the checkout opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (state.status !== 'done' || !c.orderId) return;
    const orderPath = `/profile/orders/${c.orderId}`;
    if (!ONLINE.has(c.paymentType ?? '')) return navigate(orderPath);
    // online payment: the provider's page, then back to the order
    void api
      .GET('/payments/v2/checkout/{id}', {
        params: { path: { id: c.orderId }, query: { returnUrl: `${location.origin}${orderPath}` } },
      })
      .then(({ data }) => (data?.url ? location.assign(data.url) : navigate(orderPath)));
  }, [state.status, c.orderId, c.paymentType, api, navigate]);
  useEffect(() => {
    if (c.paymentType === null && payments[0]) actor.send({ type: 'PAYMENT', paymentType: payments[0] });
  }, [payments, c.paymentType, actor]);

  const branch = branches.find((b) => b.id === c.branchId) ?? branches[0];
  const priced = useMemo(() => basketTotals(lines, products), [lines, products]);
  const totals = useMemo(
    () =>
      basketTotals(lines, products, c.serviceType, c.deliveryPrice, { promo: c.promo, cashback: c.cashback }),
    [lines, products, c.serviceType, c.deliveryPrice, c.promo, c.cashback],
  );

  const { today, tomorrow } = openedAt;
  const slots = branch && c.day ? timeSlots(branch, c.day, openedAt.now) : [];

  const request = () => ({
    serviceType: c.serviceType,
    paymentType: c.paymentType as components['schemas']['PaymentType'],
    branch: c.serviceType === 'DELIVERY' ? (c.branchId ?? branch?.id ?? 0) : (branch?.id ?? 0),
    cityId: branch?.cityId,
    cartItems: lines.map((l) => ({
      productId: l.productId,
      count: l.quantity,
      modifications: l.modifications,
    })),
    totalPrice: totals.totalPrice,
    productPrice: totals.productPrice,
    productDiscount: totals.productDiscount,
    deliveryPrice: totals.deliveryPrice,
    deliveryDiscount: totals.deliveryDiscount,
    productCount: totals.productCount,
    cashback: totals.cashback,
    later: c.later,
    day: c.later ? c.day : null,
    time: c.later ? c.time : null,
    ...(c.promo && totals.promoApplied ? { promoCode: c.promo.code } : {}),
    ...(c.serviceType === 'DELIVERY' && c.address
      ? {
          address: { ...pick(saved), latitude: c.address.latitude, longitude: c.address.longitude },
          addressType: 'MAP' as const,
        }
      : {}),
    comment: fields.comment || null,
    courierComment: c.serviceType === 'DELIVERY' ? fields.courierComment || null : null,
    sendCheque: fields.sendCheque,
    sendChequePhone:
      fields.sendCheque && /^998\d{9}$/.test(fields.chequePhone.replace(/\D/g, ''))
        ? fields.chequePhone.replace(/\D/g, '')
        : null,
    ...(c.serviceType === 'DINE_IN' ? { tableId: c.tableId } : {}),
    ...(settings.receiverActive && fields.receiverName
      ? { receiverName: fields.receiverName, receiverPhone: fields.receiverPhone.replace(/\D/g, '') || null }
      : {}),
    orderDevice: channel === 'TG' ? ('TELEGRAM_BOT' as const) : ('CLIENT_WEB' as const),
    user: user.id,
  });

  // Inside Telegram the native MainButton is "Place order · total", with progress while submitting.
  const placeLabel = t('place', { total: formatSum(totals.totalPrice, lang) });
  const submitting = state.matches('submitting');
  useEffect(() => {
    if (!telegram) return;
    return showMainButton(telegram, placeLabel, () => formRef.current?.requestSubmit());
  }, [telegram, placeLabel]);
  useEffect(() => {
    if (!telegram) return;
    if (submitting) telegram.MainButton.showProgress?.(false);
    else telegram.MainButton.hideProgress?.();
  }, [telegram, submitting]);
  useEffect(() => {
    if (c.error) haptic(telegram, 'error');
  }, [c.error, telegram]);

  if (lines.length === 0 && state.status !== 'done') {
    return (
      <p>
        {t('empty')} <Link href="/">{t('toMenu')}</Link>
      </p>
    );
  }
  const problem = (p: string) => c.problems.includes(p as never);
  return (
    <form
      ref={formRef}
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'SUBMIT', request: request() });
      }}
    >
      <fieldset className="picker segmented">
        <legend>{t('service')}</legend>
        {services.map((st) => (
          <label key={st}>
            <input
              type="radio"
              name="service"
              checked={c.serviceType === st}
              onChange={() => actor.send({ type: 'SERVICE', serviceType: st })}
            />
            <span>{t(`serviceType.${st}`)}</span>
          </label>
        ))}
      </fieldset>

      {c.serviceType === 'DELIVERY' ? (
        <section className="card stack" aria-labelledby="address-title">
          <h2 id="address-title">{t('address')}</h2>
          {c.address ? (
            <p data-testid="checkout-address">
              {[
                saved?.description,
                saved?.entrance && `${t('entrance')} ${saved.entrance}`,
                saved?.office && `${t('apartment')} ${saved.office}`,
              ]
                .filter(Boolean)
                .join(', ') || `${c.address.latitude.toFixed(4)}, ${c.address.longitude.toFixed(4)}`}
            </p>
          ) : (
            <p
              className={problem('ADDRESS') ? 'error' : 'muted'}
              role={problem('ADDRESS') ? 'alert' : undefined}
            >
              {t('noAddress')}
            </p>
          )}
          {c.outOfZone && (
            <p className="error" role="alert">
              {errorText(c.outOfZone, lang)}
            </p>
          )}
          <Link href="/choose-address">{c.address ? t('changeAddress') : t('chooseAddress')}</Link>
        </section>
      ) : (
        <label className="field">
          <span>{t('branch')}</span>
          <select
            value={c.branchId ?? ''}
            onChange={(e) => actor.send({ type: 'BRANCH', branchId: Number(e.target.value) })}
          >
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {localized(b.name, lang)} — {b.address}
              </option>
            ))}
          </select>
        </label>
      )}

      <fieldset className="picker segmented">
        <legend>{t('when')}</legend>
        <label>
          <input
            type="radio"
            name="when"
            checked={!c.later}
            onChange={() => actor.send({ type: 'SCHEDULE', later: false })}
          />
          <span>{t('now')}</span>
        </label>
        <label>
          <input
            type="radio"
            name="when"
            checked={c.later}
            onChange={() => actor.send({ type: 'SCHEDULE', later: true, day: today, time: null })}
          />
          <span>{t('later')}</span>
        </label>
      </fieldset>
      {c.later && (
        <div className="grid-2">
          <label className="field">
            <span>{t('day')}</span>
            <select
              value={c.day ?? ''}
              onChange={(e) => actor.send({ type: 'SCHEDULE', later: true, day: e.target.value, time: null })}
            >
              <option value={today}>{t('today')}</option>
              <option value={tomorrow}>{t('tomorrow')}</option>
            </select>
          </label>
          <label className="field">
            <span>{t('time')}</span>
            <select
              value={c.time ?? ''}
              onChange={(e) => actor.send({ type: 'SCHEDULE', later: true, time: e.target.value || null })}
            >
              <option value="">—</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </label>
          {problem('SCHEDULE') && (
            <p className="error" role="alert">
              {t('scheduleRequired')}
            </p>
          )}
        </div>
      )}

      <fieldset className="picker">
        <legend>{t('payment')}</legend>
        {payments.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="payment"
              checked={c.paymentType === p}
              onChange={() => actor.send({ type: 'PAYMENT', paymentType: p })}
            />
            <span>{t(`paymentType.${p}`)}</span>
          </label>
        ))}
      </fieldset>

      {settings.promoActive && (
        <div className="stack">
          <div className="row-between">
            <label className="field" style={{ flex: 1 }}>
              <span>{t('promo')}</span>
              <input
                value={c.promoCode}
                onChange={(e) => actor.send({ type: 'PROMO_CODE', code: e.target.value.toUpperCase() })}
                autoCapitalize="characters"
              />
            </label>
            <button
              type="button"
              className="btn btn--secondary"
              style={{ alignSelf: 'flex-end' }}
              onClick={() =>
                actor.send({
                  type: 'APPLY_PROMO',
                  productPrice: priced.productPrice - priced.productDiscount,
                })
              }
            >
              {t('apply')}
            </button>
          </div>
          {c.promoError && (
            <p className="error" role="alert">
              {errorText(c.promoError, lang)}
            </p>
          )}
          {c.promo && (
            <p role="status" className={totals.promoApplied ? 'open' : 'warning'}>
              {totals.promoApplied
                ? t('promoApplied', { code: c.promo.code })
                : t('promoMissing', { sum: formatSum(totals.promoMissingAmount, lang) })}
            </p>
          )}
        </div>
      )}

      {settings.cashbackActive && user.cashback ? (
        <label className="field">
          <span>{t('cashback', { balance: formatSum(user.cashback, lang) })}</span>
          <input
            inputMode="numeric"
            value={c.cashback || ''}
            onChange={(e) =>
              actor.send({
                type: 'CASHBACK',
                amount: Number(e.target.value.replace(/\D/g, '')),
                balance: user.cashback ?? 0,
              })
            }
          />
        </label>
      ) : null}

      {settings.receiverActive && (
        <div className="grid-2">
          <label className="field">
            <span>{t('receiverName')}</span>
            <input
              value={fields.receiverName}
              onChange={(e) => setFields({ ...fields, receiverName: e.target.value })}
            />
          </label>
          <label className="field">
            <span>{t('receiverPhone')}</span>
            <input
              type="tel"
              value={fields.receiverPhone}
              onChange={(e) => setFields({ ...fields, receiverPhone: e.target.value })}
            />
          </label>
        </div>
      )}
      {c.serviceType === 'DINE_IN' && (
        <label className="field">
          <span>{t('table')}</span>
          <input
            inputMode="numeric"
            value={c.tableId ?? ''}
            onChange={(e) =>
              actor.send({ type: 'TABLE', tableId: Number(e.target.value.replace(/\D/g, '')) || null })
            }
            aria-invalid={problem('TABLE')}
          />
          {problem('TABLE') && (
            <span className="error" role="alert">
              {t('tableRequired')}
            </span>
          )}
        </label>
      )}
      <label className="field">
        <span>{t('comment')}</span>
        <input value={fields.comment} onChange={(e) => setFields({ ...fields, comment: e.target.value })} />
      </label>
      {c.serviceType === 'DELIVERY' && (
        <label className="field">
          <span>{t('courierComment')}</span>
          <input
            value={fields.courierComment}
            onChange={(e) => setFields({ ...fields, courierComment: e.target.value })}
          />
        </label>
      )}
      <label className="picker-check">
        <input
          type="checkbox"
          checked={fields.sendCheque}
          onChange={(e) => setFields({ ...fields, sendCheque: e.target.checked })}
        />
        <span>{t('sendCheque')}</span>
      </label>
      {fields.sendCheque && (
        <label className="field">
          <span>{t('chequePhone')}</span>
          <input
            type="tel"
            value={fields.chequePhone}
            onChange={(e) => setFields({ ...fields, chequePhone: e.target.value })}
          />
        </label>
      )}

      <dl className="totals card" data-testid="checkout-summary">
        <div>
          <dt>{t('products')}</dt>
          <dd>{formatSum(totals.productPrice, lang)}</dd>
        </div>
        {totals.productDiscount > 0 && (
          <div>
            <dt>{t('productDiscount')}</dt>
            <dd>−{formatSum(totals.productDiscount, lang)}</dd>
          </div>
        )}
        {c.serviceType === 'DELIVERY' && (
          <div>
            <dt>{t('delivery')}</dt>
            <dd data-testid="checkout-delivery">{formatSum(totals.deliveryPrice, lang)}</dd>
          </div>
        )}
        {totals.deliveryDiscount > 0 && (
          <div>
            <dt>{t('deliveryDiscount')}</dt>
            <dd>−{formatSum(totals.deliveryDiscount, lang)}</dd>
          </div>
        )}
        {totals.promoProductDiscount > 0 && (
          <div>
            <dt>{t('promoDiscount')}</dt>
            <dd>−{formatSum(totals.promoProductDiscount, lang)}</dd>
          </div>
        )}
        {totals.cashback > 0 && (
          <div>
            <dt>{t('cashbackUsed')}</dt>
            <dd>−{formatSum(totals.cashback, lang)}</dd>
          </div>
        )}
        <div className="totals__total">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{formatSum(totals.totalPrice, lang)}</dd>
        </div>
      </dl>
      {c.error && (
        <p className="error" role="alert">
          {errorText(c.error, lang)}
        </p>
      )}
      {problem('PAYMENT') && (
        <p className="error" role="alert">
          {t('paymentRequired')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={state.matches('submitting') || state.hasTag('pricing')}
      >
        {state.matches('submitting')
          ? t('sending')
          : t('place', { total: formatSum(totals.totalPrice, lang) })}
      </button>
    </form>
  );
}

function pick(saved: Record<string, unknown> | null) {
  if (!saved) return {};
  const out: Record<string, string> = {};
  for (const k of [
    'entrance',
    'floor',
    'office',
    'domophone',
    'description',
    'comment',
    'streetName',
    'houseNumber',
  ])
    if (typeof saved[k] === 'string' && saved[k]) out[k] = saved[k] as string;
  return out;
}
