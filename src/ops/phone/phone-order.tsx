import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePricedDraft } from './priced-draft';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { errorBodyOf, errorText, orThrow } from '../../api/errors';
import { localized, type Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Field, Select } from '../../ui/field';
import { FormError } from '../../ui/form-error';
import { PhoneInput } from '../../ui/phone-input';
import { opsKeys } from '../ops-api';
import { AddressFields, type DraftAddress } from './address-fields';
import { addLine, BasketEditor, type DeskLine } from './basket-editor';
import { CallerCard } from './caller-card';
import {
  callerQuery,
  deskMenuQuery,
  offeredAt,
  paymentMethodsQuery,
  stopsQuery,
  tariffQuery,
  type PhoneDraft,
} from './phone-api';
import { QuoteSummary } from './quote-summary';
import './phone.css';

type Service = PhoneDraft['serviceType'];
const SERVICES: Service[] = ['DELIVERY', 'PICK_UP', 'DINE_IN'];
/** paid at the door or the counter; the others get a payment link by SMS */
const AT_HAND = new Set(['CASH', 'TERMINAL']);

/**
 * An order taken by phone: the caller by their number (their addresses and last orders when they
 * ordered before, else a new customer), the dishes of the live menu with their modifiers, the
 * service (delivery to a point in a zone, pick-up, a table), the payment and a comment. The server
 * prices it as the storefront's orders (shown before placing); the order joins the board.
 */
export function PhoneOrder({
  api,
  merchantId,
  lang,
  branches,
  onPlaced,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  branches: { id: number; name: Parameters<typeof localized>[0]; latitude: number; longitude: number }[];
  onPlaced?: (number: number) => void;
}) {
  const { t } = useTranslation('ops-phone');
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Lang>(lang);
  const [service, setService] = useState<Service>('DELIVERY');
  const [branchId, setBranchId] = useState<number | null>(branches[0]?.id ?? null);
  const [address, setAddress] = useState<DraftAddress | null>(null);
  const [tableId, setTableId] = useState('');
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [payment, setPayment] = useState('CASH');
  const [comment, setComment] = useState('');
  const [placed, setPlaced] = useState<number | null>(null);

  const caller = useQuery(callerQuery(api, merchantId, phone));
  const { data: menu } = useQuery(deskMenuQuery(api, merchantId));
  const { data: stops = [] } = useQuery(stopsQuery(api, merchantId));
  const { data: methods = [] } = useQuery(paymentMethodsQuery(api, merchantId));
  const point =
    service === 'DELIVERY' && address ? { latitude: address.latitude, longitude: address.longitude } : null;
  const tariff = useQuery(tariffQuery(api, merchantId, point));
  // a delivery is cooked by the branch whose zone takes the address
  const branch = service === 'DELIVERY' ? (tariff.data?.branchId ?? null) : branchId;
  const offered = useMemo(() => offeredAt(menu?.products ?? [], stops, branch), [menu, stops, branch]);

  const draft: PhoneDraft | null =
    /^998\d{9}$/.test(phone) && lines.length > 0 && branch !== null && (service !== 'DELIVERY' || address)
      ? {
          phone,
          ...(name.trim() ? { name: name.trim() } : {}),
          language,
          serviceType: service,
          paymentType: payment as PhoneDraft['paymentType'],
          branch,
          cartItems: lines,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
          ...(service === 'DELIVERY' && address ? { address } : {}),
          ...(service === 'DINE_IN' && tableId ? { tableId: Number(tableId) } : {}),
        }
      : null;
  // the server's price of what is on the form, asked again as it changes
  const {
    quote,
    submit: place,
    ready,
  } = usePricedDraft(['ops', merchantId, 'phone-quote'], draft, {
    price: async (body) => orThrow(await api.POST('/ops/v1/phone/quote', { body })),
    send: async (body, totalPrice) =>
      orThrow(await api.POST('/ops/v1/phone/orders', { body: { ...body, totalPrice } })),
    onSent: (order) => {
      setPlaced(order.number);
      onPlaced?.(order.number);
      setPhone('');
      setName('');
      setLines([]);
      setAddress(null);
      setComment('');
      setTableId('');
      void queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) });
    },
  });
  const failure = place.error ?? (draft && quote.error) ?? tariffProblem(tariff.error);
  const customer = caller.data?.customer ?? null;
  return (
    <form
      className="ops-phone"
      aria-label={t('title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) place.mutate();
      }}
    >
      <section className="card stack ops-phone__who">
        <h2>{t('title')}</h2>
        {placed !== null && (
          <p role="status" className="open">
            {t('placed', { number: placed })}
          </p>
        )}
        <Field label={t('phone')}>
          <PhoneInput value={phone} onPhone={(p) => (setPhone(p), setPlaced(null))} required />
        </Field>
        {caller.data && (
          <CallerCard
            caller={caller.data}
            lang={lang}
            onAddress={(a) => (setService('DELIVERY'), setAddress(a))}
            onRepeat={(items) => setLines(items.reduce(addLine, lines))}
          />
        )}
        {caller.isSuccess && !customer && (
          <Field label={t('name')}>
            <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          </Field>
        )}
        <Select
          label={t('language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Lang)}
          options={(['uz', 'ru', 'en'] as const).map((l) => ({ value: l, label: t(`lang.${l}`) }))}
        />
      </section>
      <section className="card stack ops-phone__where">
        <fieldset className="ops-phone__services">
          <legend>{t('service')}</legend>
          {SERVICES.map((s) => (
            <label key={s} className="ops-phone__option">
              <input type="radio" name="service" checked={service === s} onChange={() => setService(s)} />{' '}
              {t(`services.${s}`)}
            </label>
          ))}
        </fieldset>
        {service === 'DELIVERY' ? (
          <AddressFields
            address={address}
            onAddress={setAddress}
            lang={lang}
            center={branches[0] ? [branches[0].latitude, branches[0].longitude] : [41.311, 69.279]}
            zone={
              tariff.data
                ? t('zone', {
                    branch: localized(branches.find((b) => b.id === tariff.data.branchId)?.name, lang),
                    price: formatSum(tariff.data.deliveryPrice, lang),
                  })
                : null
            }
          />
        ) : (
          <Select
            label={t('branch')}
            value={branchId ?? ''}
            onChange={(e) => setBranchId(Number(e.target.value) || null)}
            options={branches.map((b) => ({ value: b.id, label: localized(b.name, lang) }))}
          />
        )}
        {service === 'DINE_IN' && (
          <Field label={t('table')}>
            <input
              inputMode="numeric"
              value={tableId}
              onChange={(e) => setTableId(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        )}
      </section>
      <section className="card stack ops-phone__what">
        <BasketEditor
          products={offered.products}
          modificationStopped={offered.modificationStopped}
          lines={lines}
          onLines={setLines}
          lang={lang}
        />
        <Select
          label={t('payment')}
          value={payment}
          onChange={(e) => setPayment(e.target.value)}
          options={methods
            .filter(
              ({ method, setting }) => method.type !== 'OTHER' && setting.isActive && setting.webEnabled,
            )
            .map(({ method }) => {
              const title = method.title ? localized(method.title, lang) : method.name;
              return {
                value: method.type,
                label: AT_HAND.has(method.type) ? title : t('payLink', { provider: title }),
              };
            })}
        />
        <Field label={t('comment')}>
          <textarea value={comment} maxLength={500} rows={2} onChange={(e) => setComment(e.target.value)} />
        </Field>
        {quote.data && draft && <QuoteSummary quote={quote.data} lang={lang} />}
        <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
        <Button variant="primary" type="submit" disabled={!ready || place.isPending}>
          {quote.data && draft
            ? t('placeFor', { total: formatSum(quote.data.totalPrice, lang) })
            : t('place')}
        </Button>
      </section>
    </form>
  );
}

/** A point no zone takes: the tariff's refusal in words. */
const tariffProblem = (error: unknown) => (error ? error : null);
