import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { useCurrentUser } from '../../api/session-context';
import { formatPhone, formatSum } from '../../i18n/format';
import { useStorefront } from '../../tenant/storefront-context';
import { buttonClass } from '../../ui/button';

/** Who is logged in (with the cashback balance on top where isVisibleAtProfileTop), or an invitation to log in. */
export default function ProfileHeaderBlock() {
  const { t } = useTranslation('blocks');
  const { settings, lang } = useStorefront();
  const user = useCurrentUser();
  if (!user) {
    return (
      <section className="card stack" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('guestTitle')}</h2>
        <p className="muted">{t('guestText')}</p>
        <Link href="/login" className={buttonClass('primary')}>
          {t('login')}
        </Link>
      </section>
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{name || t('noName')}</h2>
      {user.phone && <p className="muted">{formatPhone(user.phone)}</p>}
      {settings.isVisibleAtProfileTop && settings.cashbackActive && (
        <p className="profile-balance">
          {t('cashback')} <strong>{formatSum(user.cashback ?? 0, lang)}</strong>
        </p>
      )}
    </section>
  );
}
