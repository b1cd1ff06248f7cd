import { replayEarlyInput } from '../platform/early-input';
import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { localized } from '../domain/localized';
import { useStorefront } from '../tenant/storefront-context';
import { markInAppNavigation, visited } from '../platform/navigation';
import { reloadIfNewerBuild } from '../platform/reload-guard';
import { afterFirstPaint, loadThirdPartyScripts, metrikaHit } from '../platform/scripts';
import { prepareToasts, Toasts } from '../ui/notify';
import { ErrorBoundary } from './error-boundary';
import { FloatingBasket } from './floating-basket';
import { ActiveOrderBar } from '../features/orders/components/active-order-bar';
import { TelegramBackButton } from './telegram-back-button';
import { ProductOverlay, useProductMode } from './product-overlay';
import { CoveredImages } from '../ui/img';
import { DefaultLayout } from './layouts/default-layout';
import { useNearestBranch } from './use-nearest-branch';
import { useSessionRefresh } from './use-session-refresh';
import { useDeepLink } from './use-deep-link';
import { useStorefrontLive } from './use-storefront-live';
import { LayoutRoutePage } from './pages/layout-pages';
import { isRouteOn, ROUTES, routeOf, type LayoutName, type RouteDef } from '../domain/routes';
import { PAGES } from './page-modules';
import { LoginGate } from './login-gate';
import { WarmProductPage } from './warm-product';
import { useKeepPlaceUnderOverlay } from './keep-place-under-overlay';

const NotFoundPage = lazy(() => import('./pages/not-found'));
// only a visit whose location is refused shows it: out of the first load
const Notice = lazy(() => import('../ui/notice').then((m) => ({ default: m.Notice })));

const LAYOUTS: Record<LayoutName, ComponentType<{ children: React.ReactNode; title: string }>> = {
  default: DefaultLayout,
  auth: lazy(() => import('./layouts/auth-layout')),
  map: lazy(() => import('./layouts/map-layout')),
};

/**
 * A route's page: drawn again only when its route or parameters change — not when a dish's sheet
 * opens over it or closes, nor when the storefront's frame around it changes.
 */
const RoutePage = memo(function RoutePage({
  route,
  params,
}: {
  route: RouteDef;
  params: Record<string, string>;
}) {
  const { t } = useTranslation('pages');
  const Layout = LAYOUTS[route.layout];
  const Page = route.page === 'layout' ? null : PAGES[route.page];
  const page =
    route.page === 'layout' ? (
      <LayoutRoutePage route={route} />
    ) : (
      Page && <Page route={route} params={params} />
    );
  return (
    <Suspense fallback={null}>
      <Layout title={t(route.title)}>
        <ErrorBoundary>
          <Suspense fallback={<div className="skeleton" style={{ height: 200 }} aria-hidden="true" />}>
            {route.auth ? <LoginGate>{page}</LoginGate> : page}
          </Suspense>
        </ErrorBoundary>
      </Layout>
    </Suspense>
  );
});

export function App() {
  const { settings, lang, merchant } = useStorefront();
  const { t: tPages } = useTranslation('pages');
  const { t } = useTranslation();
  const [location] = useLocation();
  const [isProduct, productParams] = useRoute('/product/:id');
  const mode = useProductMode(productParams?.id);
  const overlay = isProduct && mode !== 'FULL_SCREEN';
  // Under a product sheet or pop-up the page below stays as it was (same route, same scroll): the
  // page the dish was opened from, the menu under a dish opened straight from a link.
  const [below, setBelow] = useState(overlay ? '/' : location);
  if (!overlay && below !== location) setBelow(location);
  const pageLocation = overlay ? below : location;
  // A page drawn under a sheet from the start (a link to a dish) keeps its pictures waiting until
  // the sheet closes. A sheet opened over a page already drawn leaves it be: its pictures are in or
  // on their way, and marking each one again would hold the sheet's first frame back.
  const [coveredFromStart, setCoveredFromStart] = useState(overlay);
  if (coveredFromStart && !overlay) setCoveredFromStart(false);
  const locationAsk = useNearestBranch();
  useSessionRefresh();
  useDeepLink();
  useStorefrontLive();

  useEffect(() => {
    afterFirstPaint(() => loadThirdPartyScripts(settings));
  }, [settings]);
  useEffect(() => afterFirstPaint(prepareToasts), []);
  // the page answers taps from here on (a server-rendered first screen is hydrated by now), and
  // the taps and choices it got before (kept by the page's head) are given to it, each once its
  // part of the page is hydrated
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
    const early = window.__dxTaps ?? [];
    window.__dxTaps = [];
    void replayEarlyInput(early);
  }, []);
  // a new page below starts at its top; the first one stays where the customer is (they may have
  // scrolled the server's page before it was hydrated, or the browser restored their place)
  const shownPage = useRef(pageLocation);
  useEffect(() => {
    if (shownPage.current === pageLocation) return;
    shownPage.current = pageLocation;
    if (pageLocation !== '/' || !overlay) window.scrollTo(0, 0);
  }, [pageLocation]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the page below changes
  useKeepPlaceUnderOverlay(overlay, pageLocation);
  // each page its own title, as the server gives it (a dish's page names the dish: its block says so)
  useEffect(() => {
    const route = routeOf(location, settings);
    if (route?.path === '/product/:id') return;
    const home = localized(settings.title, lang) || settings.brand || merchant.name;
    document.title =
      !route || route.path === '/' ? home : `${tPages(route.title)} — ${settings.brand || merchant.name}`;
  }, [location, settings, lang, merchant.name, tPages]);
  const firstLocation = useRef(location);
  useEffect(() => {
    metrikaHit(location);
    visited(location);
    if (location === firstLocation.current) return;
    // from here on "back" stays on the storefront (a product opened straight from a link closes to
    // the menu instead)
    markInAppNavigation();
    // a newer build is taken at a navigation, never in the middle of a page
    reloadIfNewerBuild(location);
  }, [location]);
  const floating =
    settings.basketPosition === 'FLOATING_OVER_PRODUCT' || settings.isNavigationViewEnabled === false;
  const onMenu =
    pageLocation === '/' || pageLocation === '/category' || pageLocation === '/search' || isProduct;
  // where the customer's place matters (the nearest branch's menu, an address, a branch to pick):
  // the refused location is said there, not over the basket, the profile or a dish's choices
  const placeMatters = (onMenu && !isProduct) || /^\/(checkout|address|branches)(\/|$)/.test(pageLocation);

  return (
    <>
      <CoveredImages value={coveredFromStart}>
        <Switch location={pageLocation}>
          {ROUTES.filter((route) => isRouteOn(route, settings)).map((route) => (
            <Route key={route.flow ?? route.path} path={route.path}>
              {(params) => <RoutePage route={route} params={params as Record<string, string>} />}
            </Route>
          ))}
          <Route>
            <DefaultLayout title="404">
              <Suspense fallback={null}>
                <NotFoundPage path={location} />
              </Suspense>
            </DefaultLayout>
          </Route>
        </Switch>
      </CoveredImages>
      <TelegramBackButton />
      {overlay && <ProductOverlay mode={mode as 'SHEET' | 'POP_UP'} />}
      {/* what floats over the menu: an order on its way, the basket (never moving the page) */}
      <div
        data-bottom-bar
        className={`bottom-dock${settings.isNavigationViewEnabled !== false ? ' bottom-dock--raised' : ''}`}
      >
        {pageLocation === '/' && !overlay && <ActiveOrderBar />}
        {floating && settings.cartInMainActive !== false && onMenu && <FloatingBasket />}
      </div>
      {locationAsk.refused && placeMatters && (
        <Suspense fallback={null}>
          <Notice
            text={t('errors.geolocation')}
            closeLabel={t('actions.close')}
            onClose={locationAsk.dismiss}
          />
        </Suspense>
      )}
      <Toasts label="Notifications" dark={settings.isDark === true} />
      {/* a dish's sheet opens without waiting for its code (WarmProductPage says how); a dish's
          page on screen has made it ready already */}
      {!isProduct && <WarmProductPage />}
    </>
  );
}
