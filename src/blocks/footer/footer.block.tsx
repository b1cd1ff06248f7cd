import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';

const LINKS = [
  ['iosApp', 'app'],
  ['androidApp', 'android'],
  ['telegramBot', 'bot'],
  ['phone', 'phone'],
  ['telegram', 'telegram'],
  ['instagram', 'instagram'],
  ['facebook', 'facebook'],
] as const;

/** Social and app links (each only when active), company pages and the copyright texts. */
export default function FooterBlock() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const { settings, lang } = useStorefront();
  const s = settings as unknown as Record<string, string | boolean | null | undefined>;
  const links = LINKS.filter(([key]) => s[`${key}Active`] === true && typeof s[key] === 'string');
  const pages = [
    ['/about', 'about', settings.aboutMerchantActive],
    ['/offerta', 'offerta', settings.termsOfUseActive],
    ['/privacy', 'privacy', settings.privacyActive],
    ['/branches', 'branches', settings.branchesActive],
    ['/vacancy', 'vacancy', settings.vacanciesActive],
  ] as const;
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={tp('about')}>
        {pages
          .filter(([, , on]) => on === true)
          .map(([href, key]) => (
            <Link key={href} href={href}>
              {tp(key)}
            </Link>
          ))}
      </nav>
      {links.length > 0 && (
        <div className="footer__links">
          {links.map(([key, label]) => {
            const value = String(s[key]);
            return (
              <a
                key={key}
                href={key === 'phone' ? `tel:${value.replace(/\s/g, '')}` : value}
                target={key === 'phone' ? undefined : '_blank'}
                rel="noreferrer"
              >
                {t(`footer.${label}`)}
              </a>
            );
          })}
        </div>
      )}
      <div className="footer__copy">
        <span>{localized(settings.leftCopyWrite, lang)}</span>
        <span>{localized(settings.rightCopyWrite, lang)}</span>
      </div>
    </footer>
  );
}
