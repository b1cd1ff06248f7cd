import { useTranslation } from 'react-i18next';
import { LayoutPage } from '../../engine/layout-page';
import type { PageName } from '../../engine/layout-types';
import type { LayoutRoute } from '../../domain/routes';

const SHOWN_AT_ONCE = new Set<PageName>(['home', 'product', 'basket']);

function Page({ name, title }: { name: PageName; title: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className="stack">
      {/* the home, a dish's own page and the basket show their content at once: the dish's name and
          the basket's count are their visible headings */}
      <h1 className={SHOWN_AT_ONCE.has(name) ? 'visually-hidden' : 'page-title'}>{t(title)}</h1>
      <LayoutPage page={name} />
    </div>
  );
}

/** Home, category, search, product, basket and profile are pages of the merchant's layout document. */
export function HomePage() {
  return <Page name="home" title="home" />;
}

/** A route that shows a page of the layout document (the route table's `layoutPages`, the first). */
export function LayoutRoutePage({ route }: { route: LayoutRoute }) {
  return <Page name={route.layoutPages[0]} title={route.title} />;
}
