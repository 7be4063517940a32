import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';
import { describeFailure, reportError } from './monitor/errorStore';

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
    // A crashed page is critical: a second recovery attempt reloads it, as the crash screen's button does.
    reportError({ ...describeFailure(error), type: 'critical', severity: 'high', context: 'Showing this page' });
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
