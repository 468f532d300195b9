import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { breakpoints } from '../../theme';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  // The drawer is portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  args: { title: '', children: null, onOpenChange: fn() },
  render: ({ onOpenChange, ...args }, { globals }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">{sampleText(globals, 'changeDeliveryMethod')}</Button>
      <Drawer
        {...args}
        title={sampleText(globals, 'deliveryMethod')}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {uiText(globals, commonMessages, 'cancel')}
            </Button>
            <Button onPress={close}>{uiText(globals, commonMessages, 'confirm')}</Button>
          </>
        )}
      >
        <p>{sampleText(globals, 'selfPickup')}</p>
        <p>{sampleText(globals, 'addressDelivery')}</p>
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open: at the inline end (left in Arabic, right in English)',
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sampleText(globals, 'changeDeliveryMethod') }));
    const drawer = await screen.findByRole('dialog', { name: sampleText(globals, 'deliveryMethod') });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const panel = drawer.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(panel.left).toBe(0);
    else await expect(panel.right).toBe(window.innerWidth);
    // From the tablet breakpoint a side sheet that leaves the page in view; phones: the whole screen.
    if (window.innerWidth >= breakpoints.tablet) {
      await expect(panel.width).toBeLessThan(window.innerWidth);
    } else {
      await expect(panel.width).toBe(window.innerWidth);
    }
    await expect(panel.height).toBe(window.innerHeight);
  },
};

export const KeyboardFocusTrapAndReturn: Story = {
  name: 'Keyboard: focus moves in, is trapped, returns to the trigger on Escape',
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'changeDeliveryMethod') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    const close = screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') });
    const confirm = screen.getByRole('button', { name: uiText(globals, commonMessages, 'confirm') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    // Shift+Tab from the first control wraps to the last one, inside the drawer.
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterActionCloses: Story = {
  name: 'A footer action closes it and focus returns to the trigger',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'changeDeliveryMethod') });
    await userEvent.click(trigger);
    await userEvent.click(
      await screen.findByRole('button', { name: uiText(globals, commonMessages, 'confirm') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
