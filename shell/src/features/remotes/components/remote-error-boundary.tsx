import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes (the location), a boundary showing its fallback tries its children again. */
  resetKey: string;
  /** Names the area in the console message. */
  area: string;
  fallback: (retry: () => void) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps one area's failure (its entry did not load, or it threw while rendering) inside that area: the header, the
 * nav and every other route keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[navia] the ${this.props.area} area failed`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
