import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { useStorefront } from '../../../tenant/storefront-context';
import { FormError } from '../../../ui/form-error';
import { PhoneChange } from './phone-change';

/** Telegram did not share the phone: why one is needed, and the code form to give it. */
export function PhoneNeeded({ user, error }: { user: components['schemas']['User']; error: unknown }) {
  const { t } = useTranslation('account');
  const { lang } = useStorefront();
  // it appears after a refused action: the customer is taken to it
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    ref.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="stack card" data-testid="phone-needed" ref={ref}>
      <p role="status">{t('phoneNeeded')}</p>
      <FormError>{error ? errorText(errorBodyOf(error), lang) : null}</FormError>
      <PhoneChange user={user} />
    </div>
  );
}
