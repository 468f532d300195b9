import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useUNSAFE_PortalContext } from 'react-aria';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { UIProvider } from './UIProvider';

afterEach(cleanup);

describe('UIProvider overlays', () => {
  it('mounts without rendering what reads the overlay root a second time', () => {
    let renders = 0;
    function ReadsPortal() {
      useUNSAFE_PortalContext();
      renders += 1;
      return <p>content</p>;
    }
    render(
      <UIProvider locale="ar">
        <ReadsPortal />
      </UIProvider>,
    );
    // Mounting the overlay root schedules no update: after hydration one would be a synchronous
    // re-render that hydrates every server-rendered Suspense boundary of the page at once.
    expect(renders).toBe(1);
  });

  it('gives the overlay root to a part that asked for it before it existed', () => {
    function PortalOnFirstRender() {
      const container = useUNSAFE_PortalContext().getContainer?.() ?? null;
      return container ? createPortal(<p>in the overlay root</p>, container) : null;
    }
    render(
      <UIProvider locale="ar">
        <PortalOnFirstRender />
      </UIProvider>,
    );
    expect(screen.getByText('in the overlay root').closest('[data-ui-overlays]')).not.toBeNull();
  });

  it('portals a dialog open from the first render into its themed, right-to-left root', async () => {
    render(
      <UIProvider locale="ar">
        <Dialog title="عنوان" defaultOpen>
          نص
        </Dialog>
      </UIProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    const overlays = dialog.closest('[data-ui-overlays]');
    expect(overlays).not.toBeNull();
    expect(overlays?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('portals a dialog opened later into the same root', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>open</Button>
          <Dialog title="Title" isOpen={open} onOpenChange={setOpen}>
            Body
          </Dialog>
        </>
      );
    }
    render(
      <UIProvider locale="en">
        <Opener />
      </UIProvider>,
    );
    act(() => screen.getByRole('button', { name: 'open' }).click());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-ui-overlays]')).not.toBeNull();
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
