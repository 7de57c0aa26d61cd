import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

interface Props {
  // The screen's path: moving to another screen clears the error.
  resetKey: string;
  children: ReactNode;
}

// A screen that throws while rendering (most often its code failing to download on a weak signal)
// shows the Spanish error screen inside the layout, which keeps the header, the navigation and the
// live connection.
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
