import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { isRouteEnabled } from '../engine/gates';
import { useStorefront } from '../engine/storefront-context';
import { afterFirstPaint, loadThirdPartyScripts } from '../platform/scripts';
import { Toasts } from '../ui/notify';
import { ErrorBoundary } from './error-boundary';
import { DefaultLayout } from './layouts/default-layout';
import { useNearestBranch } from './use-nearest-branch';
import { useSessionRefresh } from './use-session-refresh';
import { HomePage } from './pages/layout-pages';
import { ROUTES, type LayoutName, type RouteDef } from './route-table';

const PAGES: Record<
  string,
  LazyExoticComponent<ComponentType<{ route: RouteDef; params: Record<string, string> }>>
> = {
  placeholder: lazy(() => import('./pages/placeholder')),
  layout: lazy(() => import('./pages/layout-pages')),
};

const NotFoundPage = lazy(() => import('./pages/not-found'));

const LAYOUTS: Record<LayoutName, ComponentType<{ children: React.ReactNode; title: string }>> = {
  default: DefaultLayout,
  auth: lazy(() => import('./layouts/auth-layout')),
  map: lazy(() => import('./layouts/map-layout')),
};

function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const { t } = useTranslation('pages');
  const Layout = LAYOUTS[route.layout];
  const Page = route.page === 'home' ? null : (PAGES[route.page] ?? PAGES.layout);
  return (
    <Suspense fallback={null}>
      <Layout title={t(route.title)}>
        <ErrorBoundary>
          <Suspense fallback={<div className="skeleton" style={{ height: 200 }} aria-hidden="true" />}>
            {Page ? <Page route={route} params={params} /> : <HomePage />}
          </Suspense>
        </ErrorBoundary>
      </Layout>
    </Suspense>
  );
}

export function App() {
  const { settings } = useStorefront();
  const [location] = useLocation();
  useNearestBranch();
  useSessionRefresh();

  useEffect(() => {
    afterFirstPaint(() => loadThirdPartyScripts(settings));
  }, [settings]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <>
      <Switch>
        {ROUTES.filter((route) => isRouteEnabled(route.path, settings)).map((route) => (
          <Route key={route.path} path={route.path}>
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
      <Toasts label="Notifications" dark={settings.isDark === true} />
    </>
  );
}
