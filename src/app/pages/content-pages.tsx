import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { VacancyList, VacancyView } from '../../features/content/components/vacancies';
import { branchesQuery } from '../../features/places/places.queries';
import type { RouteDef } from '../../domain/routes';

export default function ContentRoutePage({
  route,
  params,
}: {
  route: RouteDef;
  params: Record<string, string>;
}) {
  const { t } = useTranslation('pages');
  const { api, merchant, lang } = useStorefront();
  const { data: branches = [] } = useQuery(branchesQuery(api, merchant.id));
  return (
    <div className="stack">
      <h1 className="page-title">{t(route.title)}</h1>
      {route.path === '/vacancy' ? (
        <VacancyList />
      ) : (
        <VacancyView
          id={Number(params.id)}
          branchName={(id) => localized(branches.find((b) => b.id === id)?.name, lang)}
        />
      )}
    </div>
  );
}
