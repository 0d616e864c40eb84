import { Component, Suspense, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';

interface State {
  error: Error | null;
}

class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) {
      return (
        <Text role="alert" color="fg.error" p="6">
          Error: {this.state.error.message}
        </Text>
      );
    }
    return this.props.children;
  }
}

export function LoadingText() {
  return (
    <Text role="status" p="6" color="fg.muted">
      Loading...
    </Text>
  );
}

/**
 * The page area's ErrorBoundary + Suspense: a page that loads or fails leaves the layout up. Keyed by the URL so
 * an error does not outlive the page it came from.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary key={location.pathname + location.search}>
      <Suspense fallback={<LoadingText />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
