import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { vacanciesQuery, vacancyQuery } from '../content.queries';
import { localized } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import { buttonClass } from '../../../ui/button';

export function VacancyList() {
  const { t } = useTranslation('content');
  const { api, merchant, lang } = useStorefront();
  const { data = [] } = useQuery(vacanciesQuery(api, merchant.id));
  return (
    <ul className="plain-list">
      {data.map((v) => (
        <li key={v.id}>
          <Link href={`/vacancy/${v.id}`} className="card row-between" data-testid="vacancy">
            <strong>{localized(v.title, lang)}</strong>
            {v.salary && <small className="muted">{t('salary', { salary: v.salary })}</small>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One vacancy: description, conditions, salary, branch, and how to apply (phone or Telegram). */
export function VacancyView({
  id,
  branchName,
}: {
  id: number;
  branchName: (branchId: number | null | undefined) => string;
}) {
  const { t } = useTranslation('content');
  const { api, merchant, lang } = useStorefront();
  const { data: v, isError } = useQuery(vacancyQuery(api, merchant.id, id));
  if (isError) return <p role="alert">{t('vacancyMissing')}</p>;
  if (!v) return <div className="skeleton" style={{ height: 200 }} aria-hidden="true" />;
  return (
    <article className="stack">
      <h2>{localized(v.title, lang)}</h2>
      <p>{localized(v.description, lang)}</p>
      {v.conditions && (
        <section>
          <h3>{t('conditions')}</h3>
          <p>{localized(v.conditions, lang)}</p>
        </section>
      )}
      {v.salary && <p>{t('salary', { salary: v.salary })}</p>}
      {v.branchId && <p className="muted">{t('branch', { branch: branchName(v.branchId) })}</p>}
      <div className="row-between">
        {v.phone && (
          <a className={buttonClass('primary')} href={`tel:${v.phone}`}>
            {t('call')}
          </a>
        )}
        {v.telegram && (
          <a className={buttonClass('secondary')} href={v.telegram} target="_blank" rel="noreferrer">
            {t('telegram')}
          </a>
        )}
      </div>
    </article>
  );
}
