import { Component, type ReactNode } from 'react';
import type { Translate } from '../../i18n/translate.ts';
import { panel, recipientNote } from './styles.ts';

interface Props {
  recipient: string;
  t: Translate;
  children: ReactNode;
}

/** If the form ever fails to render, the visitor still sees how to reach us: never a blank. */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { recipient, t, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <div css={panel} role="alert">
        <h2>Unexpected Application Error!</h2>
        <p css={recipientNote}>
          {t('form.errorFallback')} <a href={`mailto:${recipient}`}>{recipient}</a>
        </p>
      </div>
    );
  }
}
