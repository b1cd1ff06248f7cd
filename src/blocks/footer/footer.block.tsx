import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { localized } from '../../domain/localized';
import { navRoutes } from '../../domain/routes';
import { useStorefront } from '../../tenant/storefront-context';

/** [the setting that turns a link on, the setting holding its address, its label] */
const LINKS = [
  ['iosAppActive', 'iosApp', 'app'],
  ['androidAppActive', 'androidApp', 'android'],
  ['telegramBotActive', 'telegramBot', 'bot'],
  ['phoneActive', 'phone', 'phone'],
  ['telegramActive', 'telegram', 'telegram'],
  ['instagramActive', 'instagram', 'instagram'],
  ['facebookActive', 'facebook', 'facebook'],
] as const;

/** Social and app links (each only when active), company pages and the copyright texts. */
export default function FooterBlock() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const { settings, lang } = useStorefront();
  const links = LINKS.flatMap(([on, key, label]) => {
    const value = settings[key];
    return settings[on] === true && typeof value === 'string' ? [{ key, label, value }] : [];
  });
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={tp('about')}>
        {navRoutes('footer', settings).map((route) => (
          <Link key={route.path} href={route.path}>
            {tp(route.title)}
          </Link>
        ))}
      </nav>
      {links.length > 0 && (
        <div className="footer__links">
          {links.map(({ key, label, value }) => (
            <a
              key={key}
              href={key === 'phone' ? `tel:${value.replace(/\s/g, '')}` : value}
              target={key === 'phone' ? undefined : '_blank'}
              rel="noreferrer"
            >
              {t(`footer.${label}`)}
            </a>
          ))}
        </div>
      )}
      <div className="footer__copy">
        <span>{localized(settings.leftCopyWrite, lang)}</span>
        <span>{localized(settings.rightCopyWrite, lang)}</span>
      </div>
    </footer>
  );
}
