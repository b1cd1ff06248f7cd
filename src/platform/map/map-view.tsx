import { lazy, Suspense, useState } from 'react';
import { chooseMapProvider, yandexLang } from './choose-provider';
import type { MapViewProps } from './map-types';

const LeafletMap = lazy(() => import('./leaflet-map'));
const YandexMap = lazy(() => import('./yandex-map'));

/** The one map of the storefront: Yandex or Leaflet by the merchant's setting, Leaflet when Yandex cannot load. */
export function MapView(
  props: MapViewProps & {
    mapType: string | null | undefined;
    yandexKey: string | null | undefined;
    lang: string;
  },
) {
  const { mapType, yandexKey, lang, ...rest } = props;
  // no Yandex key is the designed way to Leaflet (chooseMapProvider), not a fault: nothing is logged
  const [yandexFailed, setYandexFailed] = useState(false);
  const provider = chooseMapProvider(mapType, yandexKey, yandexFailed);
  return (
    <Suspense fallback={<div className="map skeleton" style={{ height: rest.height }} aria-hidden="true" />}>
      {provider === 'YANDEX' ? (
        <YandexMap
          {...rest}
          apiKey={yandexKey as string}
          lang={yandexLang(lang)}
          onFail={() => setYandexFailed(true)}
        />
      ) : (
        <LeafletMap {...rest} />
      )}
    </Suspense>
  );
}
