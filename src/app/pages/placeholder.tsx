import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../route-table';

/** A screen a later issue fills: the route, layout and navigation already exist. */
export default function PlaceholderPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <section className="stack">
      <h1 className="page-title">{tp(route.title)}</h1>
      <p className="muted">{t('placeholder.soon')}</p>
    </section>
  );
}
