import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../i18n/format';
import { dial } from '../../../platform/telegram';
import { useStorefront } from '../../../tenant/storefront-context';
import { buttonClass } from '../../../ui/button';

/** The courier bringing the order: their name, and a link that calls them (in the Mini App too). */
export function CourierContact({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation('orders');
  const { telegram } = useStorefront();
  // a delivery service's forwarding number carries its extension after a comma (the dialler's pause)
  const [number = '', extension] = phone.split(',');
  const digits = number.replace(/\D/g, '');
  const ext = extension?.replace(/\D/g, '');
  return (
    <div className="courier-contact" data-testid="order-courier">
      <p className="courier-contact__name">{t('courierName', { name })}</p>
      {digits && (
        <a
          href={`tel:+${digits}${ext ? `,${ext}` : ''}`}
          className={`${buttonClass('secondary', true)} courier-contact__call`}
          onClick={(e) => {
            if (dial(telegram, e.currentTarget.href)) e.preventDefault();
          }}
        >
          {/* the number kept on one line, the words around it wrap on a narrow phone */}
          {t('courierCall', {
            phone: `${formatPhone(digits).replace(/ /g, '\u00a0')}${ext ? `,${ext}` : ''}`,
          })}
        </a>
      )}
    </div>
  );
}
