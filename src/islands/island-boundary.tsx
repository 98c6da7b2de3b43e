import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  isReady: () => boolean;
  /** The failure message (docs/behaviour.md "Errors"), shown inside a ready island that failed. */
  failure: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  retried: boolean;
}

/**
 * One per island: a widget that throws leaves every other island working. Before ready, a failed island
 * renders nothing (its server content stays). Once ready, a failure shows the failure message inside the
 * island and renders the widget once more, in a render of its own (a second throw in the same render would
 * escape to the page's one root); a second failure leaves the message alone.
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { failed: false, retried: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const wasReady = this.props.isReady();
    this.props.onError(error);
    if (wasReady && !this.state.retried) this.setState({ failed: false, retried: true });
  }

  override render() {
    const { failed, retried } = this.state;
    if (failed) return this.props.isReady() ? this.props.failure : null;
    if (!retried) return this.props.children;
    return (
      <>
        {this.props.failure}
        {this.props.children}
      </>
    );
  }
}
