import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'code' : 'html'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true without a mismatch', () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>html</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('code');
  });

  it('is true at once in a render that does not hydrate', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('code');
  });
});
