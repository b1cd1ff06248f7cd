import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { Lang } from '../../domain/localized';
import { ChangesArea } from './changes-area';
import { LANGS } from './manage-queries';
import { MenuArea } from './menu-area';
import type { UploadPicture } from './picture-upload-api';
import { RestaurantArea } from './restaurant-area';
import './manage.css';

/** The manager's areas of the desk ("Menu", "Restaurant", "Changes"), with the languages the merchant offers and its map. */
export default function ManageAreas({
  api,
  merchantId,
  lang,
  area,
  uploadPicture,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  area: 'menu' | 'restaurant' | 'changes';
  uploadPicture: UploadPicture;
}) {
  const { data: settings } = useQuery({
    queryKey: ['manage-settings', merchantId],
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/merchant/settings/web', { signal })),
  });
  if (!settings) return null;
  const offered = LANGS.filter((l) => settings[`${l}LangActive`] !== false);
  if (area === 'changes') return <ChangesArea api={api} merchantId={merchantId} lang={lang} />;
  return area === 'menu' ? (
    <MenuArea api={api} merchantId={merchantId} lang={lang} offered={offered} uploadPicture={uploadPicture} />
  ) : (
    <RestaurantArea
      api={api}
      merchantId={merchantId}
      lang={lang}
      map={{ mapType: settings.mapType, yandexKey: settings.yandexMapKey }}
    />
  );
}
