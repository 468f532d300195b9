// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { FloatingHelpButton } from './FloatingHelpButton';

describe('FloatingHelpButton on a server', () => {
  it('renders without a window, placed in its corner by CSS', () => {
    expect(typeof window).toBe('undefined');
    const markup = renderToString(
      <UIProvider locale="ar">
        <FloatingHelpButton onOpen={() => undefined} unreadCount={2} />
      </UIProvider>,
    );
    expect(markup).toContain('<button');
    expect(markup).toContain('inset-inline-start:max(0px, 100vw - 100px)');
    expect(markup).toContain('inset-block-start:max(0px, 100vh - 100px)');
  });

  it('clamps a given starting place with CSS, as the browser would with the window', () => {
    const markup = renderToString(
      <UIProvider locale="en">
        <FloatingHelpButton onOpen={() => undefined} defaultPosition={{ inline: 40, block: 5000 }} />
      </UIProvider>,
    );
    expect(markup).toContain('inset-inline-start:clamp(0px, 40px, max(0px, 100vw - 100px))');
    expect(markup).toContain('inset-block-start:clamp(0px, 5000px, max(0px, 100vh - 100px))');
  });
});
