import { useTranslation } from 'react-i18next';
import { addressDetails, addressLine, addressWords, type AddressLike } from '../../../domain/address';
import type { DeliveryAddress } from '../../../tenant/stored';

/** A place the customer has had delivered to: one of their saved addresses, or the last one. */
export type AddressChoice = AddressLike & { key: string; name?: string | null };

const samePoint = (a: AddressLike, b: AddressLike) =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/** The account's saved addresses, and the last delivery address when it is not one of them. */
export function addressChoices(
  saved: readonly (AddressLike & { id: number; name?: string | null })[],
  last: DeliveryAddress | null,
): AddressChoice[] {
  const choices: AddressChoice[] = saved.map((a) => ({ ...a, key: `saved-${a.id}` }));
  if (last && !choices.some((c) => samePoint(c, last))) choices.push({ ...last, key: 'last' });
  return choices;
}

/** The address's point and words as the checkout keeps them (its price comes from the checkout). */
export function asDeliveryAddress(choice: AddressChoice): DeliveryAddress {
  return {
    ...addressDetails(choice),
    latitude: choice.latitude,
    longitude: choice.longitude,
    deliveryPrice: 0,
    branchId: 0,
  };
}

/** Where the customer had things delivered before, first at checkout: one tap chooses it. */
export function AddressChoices({
  choices,
  current,
  onChoose,
}: {
  choices: readonly AddressChoice[];
  /** the address the checkout holds now (a point with its words), or none yet */
  current: AddressLike | null;
  onChoose: (choice: AddressChoice) => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  // a point just picked on the map leads the list until it is one of the saved ones
  const listed =
    current && !choices.some((c) => samePoint(c, current))
      ? [{ ...current, key: 'current' }, ...choices]
      : choices;
  if (listed.length === 0) return null;
  return (
    <fieldset className="picker" data-testid="address-choices">
      <legend className="visually-hidden">{t('address')}</legend>
      {listed.map((choice) => {
        const checked = current !== null && samePoint(current, choice);
        return (
          <label key={choice.key} className="choice">
            <input type="radio" name="saved-address" checked={checked} onChange={() => onChoose(choice)} />
            <span data-testid={checked ? 'checkout-address' : undefined}>
              {choice.name && <strong>{choice.name} · </strong>}
              {addressLine(choice, addressWords(tc))}
              {choice.key === 'last' && <small className="muted"> · {t('lastAddress')}</small>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
