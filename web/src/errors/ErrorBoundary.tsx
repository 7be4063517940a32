import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the crash screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
