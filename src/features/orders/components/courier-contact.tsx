import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../i18n/format';
import { buttonClass } from '../../../ui/button';

/** The courier bringing the order: their name, and a link that calls them. */
export function CourierContact({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation('orders');
  const digits = phone.replace(/\D/g, '');
  return (
    <div className="courier-contact" data-testid="order-courier">
      <p className="courier-contact__name">{t('courierName', { name })}</p>
      {digits && (
        <a href={`tel:+${digits}`} className={`${buttonClass('secondary', true)} courier-contact__call`}>
          {/* the number kept on one line, the words around it wrap on a narrow phone */}
          {t('courierCall', { phone: formatPhone(digits).replace(/ /g, '\u00a0') })}
        </a>
      )}
    </div>
  );
}
