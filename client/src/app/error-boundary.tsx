import { Component, type ErrorInfo, type ReactNode } from 'react';
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
