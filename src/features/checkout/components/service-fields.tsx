import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { localized, inLanguage } from '../../../domain/localized';
import type { DeliveryAddress } from '../../../tenant/stored';
import { useStorefront } from '../../../tenant/storefront-context';
import type { CheckoutActor, ServiceType } from '../checkout.machine';
import { FormError } from '../../../ui/form-error';
import { AddressChoices, type AddressChoice } from './address-choices';
import { Field } from '../../../ui/field';
import { buttonClass } from '../../../ui/button';
import { Radio } from '../../../ui/radio';

/** Delivery, pick-up or dine-in; then the delivery address or the branch. */
export function ServiceFields({
  actor,
  services,
  branchesFor,
  saved,
  choices,
  onChoose,
}: {
  actor: CheckoutActor;
  services: readonly ServiceType[];
  /** the branches that offer a service (their own delivery / pick-up / dine-in flags) */
  branchesFor: (service: ServiceType) => readonly components['schemas']['Branch'][];
  saved: DeliveryAddress | null;
  /** the customer's saved addresses and last address, offered first */
  choices: readonly AddressChoice[];
  onChoose: (choice: AddressChoice) => void;
}) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  const c = useSelector(
    actor,
    (s) => ({
      serviceType: s.context.serviceType,
      address: s.context.address,
      branchId: s.context.branchId,
      outOfZone: s.context.outOfZone,
      noAddress: s.context.problems.includes('ADDRESS'),
    }),
    shallowEqual,
  );
  return (
    <>
      <fieldset className="picker segmented">
        <legend>{t('service')}</legend>
        {services.map((st) => (
          <Radio
            key={st}
            name="service"
            checked={c.serviceType === st}
            onChange={() => {
              actor.send({ type: 'SERVICE', serviceType: st });
              // keep a branch that offers the new service
              const offering = branchesFor(st);
              const first = offering[0];
              if (st !== 'DELIVERY' && first && !offering.some((b) => b.id === c.branchId))
                actor.send({ type: 'BRANCH', branchId: first.id });
            }}
          >
            {t(`serviceType.${st}`)}
          </Radio>
        ))}
      </fieldset>

      {c.serviceType === 'DELIVERY' ? (
        <section className="card stack" aria-labelledby="address-title">
          <h2 id="address-title">{t('address')}</h2>
          <AddressChoices
            choices={choices}
            current={c.address ? { ...saved, ...c.address } : null}
            onChoose={onChoose}
          />
          {!c.address && (
            <p className={c.noAddress ? 'error' : 'muted'} role={c.noAddress ? 'alert' : undefined}>
              {t('noAddress')}
            </p>
          )}
          <FormError>{c.outOfZone && errorText(c.outOfZone, lang)}</FormError>
          <Link href="/choose-address" className={buttonClass('secondary')}>
            {c.address ? t(choices.length > 0 ? 'otherAddress' : 'changeAddress') : t('chooseAddress')}
          </Link>
        </section>
      ) : (
        <Field label={t('branch')}>
          <select
            value={c.branchId ?? ''}
            onChange={(e) => actor.send({ type: 'BRANCH', branchId: Number(e.target.value) })}
          >
            {branchesFor(c.serviceType).map((b) => (
              <option key={b.id} value={b.id}>
                {localized(b.name, lang)} — {inLanguage(b.address, b.addressTranslations, lang)}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  );
}
