import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '#web/features/errors/pages/route-error-page.tsx';

interface Props {
  children: ReactNode;
  /** The location shown: the error page stays until the visitor goes elsewhere. */
  at: string;
}

class Boundary extends Component<Props, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** A page that fails to render, or whose chunk fails to load, shows the route error page instead. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary at={useLocation().key}>{children}</Boundary>;
}
