import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionActor } from '../api/session-context';
import { LayoutProvider } from '../engine/layout-context';
import { afterFirstPaint } from '../platform/scripts';
import { BlockRegistryContext, type BlockRegistry } from '../engine/registry';
import { StorefrontContext, type Storefront } from './storefront-context';

const never = () => {};

/** The providers every screen of one tenant needs, in one order: the app and the stories both use this. */
export function TenantProviders({
  queryClient,
  session,
  storefront,
  registry,
  source,
  layoutChecked = false,
  children,
}: {
  queryClient: QueryClient;
  session: SessionActor;
  storefront: Storefront;
  registry: BlockRegistry;
  /** where the layout came from, for its validation report */
  source: string;
  /** the server checked the layout: its validators stay out of the page */
  layoutChecked?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider actor={session}>
        <StorefrontContext.Provider value={storefront}>
          <BlockRegistryContext.Provider value={registry}>
            <LayoutProvider
              raw={storefront.layout}
              source={source}
              flags={storefront.settings}
              surface={storefront.channel === 'TG' ? 'telegram' : 'web'}
              later={layoutChecked ? never : afterFirstPaint}
            >
              {children}
            </LayoutProvider>
          </BlockRegistryContext.Provider>
        </StorefrontContext.Provider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
