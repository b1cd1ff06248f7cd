import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import { choiceCard } from '../../../domain/payments';
import type { Totals } from '../../../domain/pricing';
import { formatSum } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';
import type { CheckoutActor } from '../checkout.machine';
import { FormError } from '../../../ui/form-error';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Radio } from '../../../ui/radio';

/** How to pay, the promo code and the cashback to spend. */
export function PaymentFields({
  actor,
  payments,
  cards,
  cashbackBalance,
  itemsPrice,
  totals,
}: {
  actor: CheckoutActor;
  payments: readonly string[];
  /** the saved cards among the payments (their masked numbers name them) */
  cards: readonly { id: number; number: string }[];
  /** the customer's cashback; the field shows when there is some and the merchant lets it pay (balanceActive) */
  cashbackBalance: number;
  /** what the products cost after their own discounts: the promo's minimum is checked against it */
  itemsPrice: number;
  totals: Totals;
}) {
  const { t } = useTranslation('checkout');
  const { settings, lang } = useStorefront();
  const c = useSelector(
    actor,
    (s) => ({
      paymentType: s.context.paymentType,
      promoCode: s.context.promoCode,
      promo: s.context.promo,
      promoError: s.context.promoError,
      cashback: s.context.cashback,
    }),
    shallowEqual,
  );
  return (
    <>
      <fieldset className="picker">
        <legend>{t('payment')}</legend>
        {payments.map((p) => (
          <Radio
            key={p}
            name="payment"
            checked={c.paymentType === p}
            onChange={() => actor.send({ type: 'PAYMENT', paymentType: p })}
          >
            {choiceCard(p) === null
              ? t(`paymentType.${p}`)
              : t('paymentType.CARD', { number: cards.find((c) => c.id === choiceCard(p))?.number ?? '' })}
          </Radio>
        ))}
      </fieldset>

      {settings.promoActive && (
        <div className="stack">
          <div className="row-between">
            <Field label={t('promo')} style={{ flex: 1 }}>
              <input
                value={c.promoCode}
                onChange={(e) => actor.send({ type: 'PROMO_CODE', code: e.target.value.toUpperCase() })}
                autoCapitalize="characters"
              />
            </Field>
            <Button
              variant="secondary"
              style={{ alignSelf: 'flex-end' }}
              onClick={() => actor.send({ type: 'APPLY_PROMO', productPrice: itemsPrice })}
            >
              {t('apply')}
            </Button>
          </div>
          <FormError>{c.promoError && errorText(c.promoError, lang)}</FormError>
          {c.promo && (
            <p role="status" className={totals.promoApplied ? 'open' : 'warning'}>
              {totals.promoApplied
                ? t('promoApplied', { code: c.promo.code })
                : t('promoMissing', { sum: formatSum(totals.promoMissingAmount, lang) })}
            </p>
          )}
        </div>
      )}

      {settings.cashbackActive && settings.balanceActive && cashbackBalance > 0 ? (
        <Field label={t('cashback', { balance: formatSum(cashbackBalance, lang) })}>
          <input
            inputMode="numeric"
            value={c.cashback || ''}
            onChange={(e) =>
              actor.send({
                type: 'CASHBACK',
                amount: Number(e.target.value.replace(/\D/g, '')),
                balance: cashbackBalance,
              })
            }
          />
        </Field>
      ) : null}
    </>
  );
}
