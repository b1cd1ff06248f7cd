import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Link } from '../../../ui/link';
import { errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { basketTotals, type BasketLine, type MenuProductLike } from '../../../domain/basket';
import { cardChoice, offeredPayments, offeredServices, ONLINE_PAYMENTS } from '../../../domain/payments';
import { hoursOf } from '../../../domain/schedule';
import { formatSum } from '../../../i18n/format';
import { reachGoal } from '../../../platform/scripts';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { afterOrder, checkoutActors } from '../checkout.actors';
import { FreeDeliveryHint, MinOrderNotice } from './zone-notices';
import { useTelegramPlaceButton } from './use-place-button';
import { checkoutMachine, type ServiceType } from '../checkout.machine';
import { orderRequest } from '../order-request';
import { usePromoRecheck, useKeepDraft, useRestoredDraft } from '../use-checkout-draft';
import { emptyFields } from '../checkout-draft';
import type { CheckoutFields } from '../../../tenant/stored';
import { CheckoutSummary } from './checkout-summary';
import { BirthdayNote, useCheckoutBirthday } from './birthday-note';
import { ExtraFields } from './extra-fields';
import { PaymentFields } from './payment-fields';
import { ScheduleFields } from './schedule-fields';
import { ServiceFields } from './service-fields';
import { addressChoices, asDeliveryAddress } from './address-choices';
import { FormError } from '../../../ui/form-error';
import { focusFirstProblem } from './focus-first-problem';
import type { PhoneGate } from '../../../tenant/storefront-context';
import { Button } from '../../../ui/button';

type Branch = components['schemas']['Branch'];
type User = components['schemas']['User'];
type PaymentMethod = components['schemas']['MerchantPaymentMethod'];
type SavedAddress = components['schemas']['Address'];
const NO_ADDRESSES: readonly SavedAddress[] = [];
const NO_CARDS: readonly { id: number; number: string }[] = [];

interface Props {
  lines: BasketLine[];
  products: (MenuProductLike & { name: components['schemas']['LocalizedText'] })[];
  branches: Branch[];
  user: User;
  /** the merchant's payment methods, loaded before the form so it opens with one chosen */
  methods: PaymentMethod[];
  channel: 'WEB' | 'TG';
  onOrdered: () => void;
  /** inside Telegram: asks for the customer's phone before a delivery, with its fallback form */
  phone?: PhoneGate;
  /** the customer's saved addresses, offered first for a delivery */
  addresses?: readonly SavedAddress[];
  /** the customer's verified saved cards (Payme), each a payment choice */
  cards?: readonly { id: number; number: string }[];
}

/** Checkout: the customer's choices through the checkout machine; the summary from src/domain/pricing. */
export function CheckoutView({
  lines,
  products,
  branches,
  user,
  methods,
  channel,
  onOrdered,
  phone,
  addresses = NO_ADDRESSES,
  cards = NO_CARDS,
}: Props) {
  const { t } = useTranslation('checkout');
  const { api, settings, storage, lang, telegram, table } = useStorefront();
  const formRef = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  // a service is offered when the merchant has it on and at least one branch offers it
  const offering = (service: ServiceType) =>
    branches.filter((b) => offeredServices(settings, b.settings ?? null).includes(service));
  // seated at a table (its QR code): dine-in at that branch, at that table, nothing else asked
  const seated = table && offering('DINE_IN').some((b) => b.id === table.branchId) ? table : null;
  const branchesFor = (service: ServiceType) =>
    seated ? branches.filter((b) => b.id === seated.branchId) : offering(service);
  const services = seated
    ? (['DINE_IN'] as ServiceType[])
    : (offeredServices(settings, null) as ServiceType[]).filter((s) => branchesFor(s).length > 0);
  const payments = offeredPayments(
    methods.map((m) => ({
      type: m.setting.type,
      webEnabled: m.setting.webEnabled,
      botEnabled: m.setting.botEnabled,
      isActive: m.setting.isActive,
    })),
    settings,
    channel === 'TG' ? 'BOT' : 'WEB',
  ).concat(settings.cardActive === true ? cards.map((c) => cardChoice(c.id)) : []);
  // the point picked for this order, else the last one delivered to
  const [saved, setSaved] = useState(
    () => storage.get('deliveryAddress') ?? storage.get('lastDeliveryAddress'),
  );
  const choices = useMemo(
    () => addressChoices(addresses, storage.get('lastDeliveryAddress')),
    [addresses, storage],
  );
  // what the customer chose before leaving the checkout (the map, Back, a reload, another language)
  const restored = useRestoredDraft({ user, services, payments, branches, branchesFor });
  const [fields, setFields] = useState<CheckoutFields>(() => restored?.fields ?? emptyFields(user.phone));

  const actor = useActorRef(
    checkoutMachine.provide({
      actors: checkoutActors(api),
      actions: {
        onSuccess: () => {
          reachGoal('ORDER_PLACED');
          onOrdered();
          const delivered = actor.getSnapshot().context;
          const point = storage.get('deliveryAddress') ?? storage.get('lastDeliveryAddress');
          if (delivered.serviceType === 'DELIVERY' && point) storage.set('lastDeliveryAddress', point);
          storage.remove('deliveryAddress');
          storage.remove('promoCode');
          storage.remove('checkoutDraft');
          // a birthday promo this order took is no longer offered
          personal.refresh();
          notify('success', t('success'));
        },
      },
    }),
    {
      input: {
        services,
        branchId:
          seated?.branchId ??
          restored?.branchId ??
          storage.get('pickupBranch') ??
          branchesFor(restored?.serviceType ?? services[0] ?? 'PICK_UP')[0]?.id ??
          null,
        address: saved ? { latitude: saved.latitude, longitude: saved.longitude } : null,
        deliveryPrice: saved?.deliveryPrice ?? 0,
        paymentType: restored?.paymentType ?? payments[0] ?? null,
        tableId: seated?.tableId ?? null,
        promoCode: restored?.promoCode ?? storage.get('promoCode') ?? '',
        branchHours: Object.fromEntries(branches.map((b) => [b.id, hoursOf(b)])),
        ...(restored && {
          serviceType: restored.serviceType,
          later: restored.later,
          day: restored.day,
          time: restored.time,
          cashback: restored.cashback,
        }),
      },
    },
  );
  const c = useSelector(
    actor,
    (s) => ({
      done: s.status === 'done',
      orderId: s.context.orderId,
      submitting: s.matches('submitting'),
      pricing: s.hasTag('pricing'),
      serviceType: s.context.serviceType,
      deliveryPrice: s.context.deliveryPrice,
      zone: s.context.zone,
      branchId: s.context.branchId,
      paymentType: s.context.paymentType,
      promo: s.context.promo,
      cashback: s.context.cashback,
      error: s.context.error,
      noPayment: s.context.problems.includes('PAYMENT'),
      problems: s.context.problems,
      hasAddress: s.context.address !== null,
    }),
    shallowEqual,
  );

  useEffect(() => {
    if (saved)
      actor.send({ type: 'ADDRESS', address: { latitude: saved.latitude, longitude: saved.longitude } });
  }, [actor, saved]);
  useKeepDraft(actor, fields, user.id);
  useEffect(() => {
    if (!c.done || !c.orderId) return;
    // online payment: the provider's page, then back to the order
    void afterOrder(api, c.orderId, ONLINE_PAYMENTS.has(c.paymentType ?? ''), location.origin).then((to) =>
      to.startsWith('/') ? navigate(to) : location.assign(to),
    );
  }, [c.done, c.orderId, c.paymentType, api, navigate]);

  // the customer's birthday promo
  const personal = useCheckoutBirthday(api, user.id, c.error?.code);
  const branch = branches.find((b) => b.id === c.branchId) ?? branches[0];
  const priced = useMemo(() => basketTotals(lines, products), [lines, products]);
  const itemsPrice = priced.productPrice - priced.productDiscount;
  usePromoRecheck(actor, restored?.promoApplied === true, itemsPrice);
  const totals = useMemo(
    () =>
      basketTotals(lines, products, c.serviceType, c.deliveryPrice, {
        promo: c.promo,
        cashback: c.cashback,
        zone: c.zone,
        birthdayPercent: personal.birthdayPercent,
      }),
    [lines, products, c.serviceType, c.deliveryPrice, c.promo, c.cashback, c.zone, personal.birthdayPercent],
  );

  const placeLabel = t('place', { total: formatSum(totals.totalPrice, lang) });
  const blocked = c.pricing || personal.pending || totals.minOrderMissing > 0;
  useTelegramPlaceButton(telegram, placeLabel, formRef, {
    submitting: c.submitting,
    blocked,
    error: c.error,
  });
  // a refused submit takes the customer to the first thing to fix
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0 && (c.problems.length > 0 || c.error)) focusFirstProblem(formRef.current);
  }, [attempt, c.problems, c.error]);

  if (lines.length === 0 && !c.done) {
    return (
      <p>
        {t('empty')} <Link href="/">{t('toMenu')}</Link>
      </p>
    );
  }
  return (
    <>
      {/* the phone's own form, never inside the order's */}
      {phone?.form}
      <form
        ref={formRef}
        className="stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          // a delivery needs a phone the courier can call: inside Telegram it is asked for once
          if (c.serviceType === 'DELIVERY' && phone && !(await phone.ensure())) return;
          const request = orderRequest({
            context: actor.getSnapshot().context,
            lines,
            totals,
            branch,
            fields,
            saved,
            receiverActive: settings.receiverActive === true,
            channel,
            userId: user.id,
          });
          actor.send({ type: 'SUBMIT', request });
          setAttempt((n) => n + 1);
        }}
      >
        <ServiceFields
          actor={actor}
          services={services}
          branchesFor={branchesFor}
          saved={saved}
          choices={choices}
          onChoose={(choice) => {
            const chosen = asDeliveryAddress(choice);
            storage.set('deliveryAddress', chosen);
            setSaved(chosen);
          }}
        />
        <ScheduleFields actor={actor} branch={branch} />
        <PaymentFields
          actor={actor}
          payments={payments}
          cards={cards}
          cashbackBalance={user.cashback ?? 0}
          itemsPrice={itemsPrice}
          totals={totals}
        />
        <ExtraFields
          actor={actor}
          fields={fields}
          onChange={setFields}
          receiverActive={settings.receiverActive === true}
          seated={seated}
        />
        <BirthdayNote offer={totals.birthdayDiscount > 0 ? personal.birthday : null} />
        <CheckoutSummary
          totals={totals}
          delivery={c.serviceType === 'DELIVERY'}
          deliveryKnown={c.hasAddress}
        />
        <FreeDeliveryHint totals={totals} />
        <div className="checkout-bar" data-bottom-bar>
          <FormError>{c.error && errorText(c.error, lang)}</FormError>
          <FormError>{c.noPayment && t('paymentRequired')}</FormError>
          <MinOrderNotice totals={totals} least={c.zone?.minOrder ?? 0} />
          <Button variant="primary" block type="submit" disabled={c.submitting || blocked}>
            {c.submitting ? t('sending') : placeLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
