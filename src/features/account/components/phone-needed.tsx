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
  return (
    <div className="stack" data-testid="phone-needed">
      <p role="status">{t('phoneNeeded')}</p>
      <FormError>{error ? errorText(errorBodyOf(error), lang) : null}</FormError>
      <PhoneChange user={user} />
    </div>
  );
}
