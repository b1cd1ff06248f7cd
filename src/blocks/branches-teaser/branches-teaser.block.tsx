import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { localized, inLanguage } from '../../domain/localized';
import type { BlockProps } from '../../engine/registry';
import { useStorefront } from '../../tenant/storefront-context';
import { branchesQuery } from '../../features/places/places.queries';

/** The merchant's branches with open now / closed, linking to the branches page. */
export default function BranchesTeaserBlock({ props }: BlockProps<'branches-teaser'>) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('blocks');
  const { api, merchant, lang } = useStorefront();
  const { data = [] } = useQuery(branchesQuery(api, merchant.id));
  return (
    <section className="card stack" aria-labelledby="branches-teaser-title">
      <h2 id="branches-teaser-title">{tb(props.title ?? 'branches.title')}</h2>
      <ul className="plain-list">
        {data.map((b) => (
          <li key={b.id}>
            <strong>{localized(b.name, lang)}</strong>{' '}
            <small className={b.isOpen !== false ? 'open' : 'closed'}>
              {b.isOpen !== false ? t('branch.open') : t('branch.closed')}
            </small>
            <br />
            <small className="muted">
              {inLanguage(b.address, b.addressTranslations, lang)} ·{' '}
              {t('branch.hours', { open: b.open, close: b.close })}
            </small>
          </li>
        ))}
      </ul>
      <Link href="/branches" className="tap-link">
        {tb('allBranches')}
      </Link>
    </section>
  );
}
