import { useTranslation } from 'react-i18next';
import { MenuView } from '../../features/menu/components/menu-view';

/** Every category of the menu, with their products; categories without a cart show no add button. */
export default function CategoryPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="stack">
      <h1 className="page-title">{t('category')}</h1>
      <MenuView showGroups={false} />
    </div>
  );
}
