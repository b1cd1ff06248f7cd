import { Component, type ReactNode } from 'react';
import { reloadOnceForChunkError } from '../platform/reload-guard';
import { ErrorPage } from './pages/error-page';

/** Catches a screen's failure: a failed code chunk reloads once; anything else shows the error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message))
      reloadOnceForChunkError();
    console.error(error);
  }

  override render() {
    if (this.state.error) {
      const status = (this.state.error as { status?: number }).status ?? 500;
      return <ErrorPage status={status} message={status === 500 ? null : this.state.error.message} />;
    }
    return this.props.children;
  }
}
