import { Component, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton.tsx';
import { Boundary } from '../components/Boundary.tsx';

interface State {
  error: Error | null;
}

/**
 * Shows a render's failure (such as a preloaded query's) as "Error: {message}", or as `fallback` says, until
 * `resetKey` changes.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey: unknown; fallback?: (error: Error) => ReactNode },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: { resetKey: unknown }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      if (this.props.fallback) return this.props.fallback(this.state.error);
      return (
        <Text role="alert" color="fg.error" p="6">
          Error: {this.state.error.message}
        </Text>
      );
    }
    return this.props.children;
  }
}

export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <Text role="status" p="6" color="fg.muted">
      {text}
    </Text>
  );
}

/**
 * The page area's ErrorBoundary + Suspense: a page that loads or fails leaves the layout up. An error is cleared
 * when the URL changes, without remounting: a filter or sort change (a new search string) keeps the current
 * results on screen while the next ones load, instead of flashing the skeleton.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname + location.search}>
      <Boundary fallback={<PageSkeleton pathname={location.pathname} />}>{children}</Boundary>
    </ErrorBoundary>
  );
}
