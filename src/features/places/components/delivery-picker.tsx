import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { errorText } from '../../../api/errors';
import { useStorefront } from '../../../tenant/storefront-context';
import { formatSum } from '../../../i18n/format';
import { ADDRESS_CENTRE } from '../../../platform/map/choose-provider';
import type { LatLon } from '../../../platform/map/map-types';
import { locate } from '../../../platform/telegram';
import { notify } from '../../../ui/notify';
import { geocoderFor, quoteDelivery, type Quote } from '../places.queries';
import { PlacesMap } from './places-map';
import type { DeliveryAddress } from '../../../tenant/stored';
import { ADDRESS_DETAILS } from '../../../domain/address';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';

/** A courier needs these two; the rest helps at the door. */
const REQUIRED = new Set<string>(['streetName', 'houseNumber']);

/** Pick a delivery point: the zone's price at once, 'Out of service zone' outside; then the details. */
export function DeliveryPicker() {
  const { t } = useTranslation('places');
  const { api, storage, lang, telegram, settings, development } = useStorefront();
  const geocoder = useMemo(
    () => geocoderFor(api, settings.yandexMapKey, development),
    [api, settings.yandexMapKey, development],
  );
  const [, navigate] = useLocation();
  const saved = storage.get('deliveryAddress');
  const [picked, setPicked] = useState<LatLon | null>(saved ? [saved.latitude, saved.longitude] : null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [details, setDetails] = useState<Partial<DeliveryAddress>>(saved ?? {});
  const [tried, setTried] = useState(false);
  // a tap's street is still being looked up: "Deliver here" tapped meanwhile goes on once it is in
  const [naming, setNaming] = useState(false);
  const submitWhenNamed = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (naming || !submitWhenNamed.current) return;
    submitWhenNamed.current = false;
    form.current?.requestSubmit();
  }, [naming]);
  const missing = [...REQUIRED].filter(
    (f) => !(details[f as keyof DeliveryAddress] as string | undefined)?.trim(),
  );

  const pick = async (point: LatLon) => {
    setPicked(point);
    setQuote(null);
    void nameStreet(point);
    setQuote(await quoteDelivery(api, point[0], point[1]));
  };
  /** Fill the street and house from the geocoder unless the customer has typed since the tap. */
  const nameStreet = async (point: LatLon) => {
    const before = { streetName: details.streetName, houseNumber: details.houseNumber };
    if (!geocoder) return;
    setNaming(true);
    const found = await geocoder(point, lang).finally(() => setNaming(false));
    if (!found) return;
    setDetails((current) =>
      current.streetName === before.streetName && current.houseNumber === before.houseNumber
        ? { ...current, streetName: found.streetName, houseNumber: found.houseNumber ?? '' }
        : current,
    );
  };

  return (
    <div className="stack">
      <PlacesMap
        center={picked ?? ADDRESS_CENTRE}
        zoom={12}
        picked={picked}
        onPick={(p) => void pick(p)}
        height="52dvh"
      />
      <div className="stack" style={{ padding: '0 16px 16px' }}>
        <Button
          variant="secondary"
          onClick={async () => {
            const r = await locate(telegram);
            if (r.ok) void pick([r.position.latitude, r.position.longitude]);
            else if (r.reason === 'denied') notify('info', t('allowLocation'));
          }}
        >
          {t('myLocation')}
        </Button>
        <p
          role="status"
          aria-live="polite"
          data-testid="delivery-quote"
          className={quote && !quote.ok ? 'error' : undefined}
        >
          {!picked
            ? t('tapToPick')
            : !quote
              ? t('pricing')
              : quote.ok
                ? t('deliveryPrice', { price: formatSum(quote.deliveryPrice, lang) })
                : errorText(quote, lang)}
        </p>
        {quote?.ok && (
          <form
            ref={form}
            className="stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (naming && missing.length > 0) return void (submitWhenNamed.current = true);
              setTried(true);
              if (!picked || missing.length > 0) {
                e.currentTarget.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
                return;
              }
              storage.set('deliveryAddress', {
                ...details,
                latitude: picked[0],
                longitude: picked[1],
                deliveryPrice: quote.deliveryPrice,
                branchId: quote.branchId,
              });
              // back to the order being placed (or to the menu when there is none)
              navigate((storage.get('basket') ?? []).length > 0 ? '/checkout' : '/');
            }}
          >
            <div className="grid-2">
              {ADDRESS_DETAILS.map((field) => (
                <Field key={field} label={t(`field.${field}`)}>
                  <input
                    value={(details[field] as string | undefined) ?? ''}
                    onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
                    name={field}
                    required={REQUIRED.has(field)}
                    aria-invalid={tried && missing.includes(field)}
                    aria-describedby={REQUIRED.has(field) ? 'street-required' : undefined}
                  />
                </Field>
              ))}
            </div>
            <p
              id="street-required"
              className={tried && missing.length > 0 ? 'error' : 'muted'}
              role={tried && missing.length > 0 ? 'alert' : undefined}
            >
              {t('streetRequired')}
            </p>
            <Button variant="primary" type="submit">
              {t('deliverHere')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
