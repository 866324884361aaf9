import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches render crashes (and failed lazy chunk loads) anywhere below and shows the error screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; the user sees only the spec's screen.
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * The router's error element. A data router catches a screen's crash, or a screen's chunk that a new
 * deploy has removed, before AppErrorBoundary could, and would show React Router's developer page
 * ('Unexpected Application Error!') to the user; this shows the same error screen instead.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Render failure', error), [error]);
  return <ErrorScreen />;
}
