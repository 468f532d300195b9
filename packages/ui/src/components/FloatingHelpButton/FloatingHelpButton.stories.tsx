import { directionOf, LOCALES, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { uiText } from '../../stories/uiText';
import { FloatingHelpButton } from './FloatingHelpButton';
import { floatingHelpButtonMessages } from './FloatingHelpButton.messages';
import { HELP_BUTTON_EDGE_PX, KEYBOARD_STEP_PX } from './position';

type Globals = Record<string, unknown>;

const meta = {
  title: 'Header/FloatingHelpButton',
  component: FloatingHelpButton,
  // Flashing is tested in Vitest with fake time; here it is off so screenshots are stable.
  args: { onOpen: fn(), unreadCount: 3, flashing: false, defaultPosition: { inline: 300, block: 200 } },
  // The button is fixed to the window: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
} satisfies Meta<typeof FloatingHelpButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const help = (globals: Globals) => uiText(globals, floatingHelpButtonMessages, 'help');
const unread = (globals: Globals, count: number) =>
  uiText(globals, floatingHelpButtonMessages, 'unread', { count });
const rtl = (globals: Globals) => directionOf(resolveLocale(globals.locale)) === 'rtl';

/** Presses at the button's centre, moves by (dx, dy), releases, then the click the browser sends. */
async function dragBy(button: HTMLElement, dx: number, dy: number) {
  const box = button.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await fireEvent.pointerDown(button, { button: 0, clientX: x, clientY: y, pointerId: 1 });
  await fireEvent.pointerMove(button, { clientX: x + dx, clientY: y + dy, pointerId: 1 });
  await fireEvent.pointerUp(button, { clientX: x + dx, clientY: y + dy, pointerId: 1 });
  await fireEvent.click(button);
}

export const WithUnread: Story = {
  name: 'Unread messages: the badge, cleared on open',
  play: async ({ canvas, globals, args }) => {
    const button = canvas.getByRole('button', { name: `${help(globals)} ${unread(globals, 3)}` });
    await expect(button).toHaveAccessibleDescription(uiText(globals, floatingHelpButtonMessages, 'hint'));
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(button).toHaveAccessibleName(help(globals));
  },
};

export const NoUnread: Story = {
  name: 'No unread messages',
  args: { unreadCount: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(help(globals));
  },
};

export const DefaultCorner: Story = {
  name: 'Starts at the bottom inline-end corner, 100 px in',
  args: { defaultPosition: undefined, unreadCount: 0 },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('button').getBoundingClientRect();
    await expect(Math.round(box.top)).toBe(window.innerHeight - HELP_BUTTON_EDGE_PX);
    const fromStart = rtl(globals) ? window.innerWidth - box.right : box.left;
    await expect(Math.round(fromStart)).toBe(window.innerWidth - HELP_BUTTON_EDGE_PX);
  },
};

export const ShortDragIsAClick: Story = {
  name: 'A 9 px drag is a click: opens, does not move',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    const before = button.getBoundingClientRect();
    await dragBy(button, 9, 0);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().left).toBe(before.left);
  },
};

export const DragMoves: Story = {
  name: 'A 10 px drag or more moves, does not open, and stays in the window',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    const before = button.getBoundingClientRect();
    await dragBy(button, 40, 30);
    await expect(args.onOpen).not.toHaveBeenCalled();
    const after = button.getBoundingClientRect();
    await expect(after.left - before.left).toBe(40);
    await expect(after.top - before.top).toBe(30);
    // Far past the window's corner: clamped to 100 px inside it.
    await dragBy(button, 5000, 5000);
    const clamped = button.getBoundingClientRect();
    await expect(Math.round(clamped.top)).toBe(window.innerHeight - HELP_BUTTON_EDGE_PX);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const KeyboardMove: Story = {
  name: 'Keyboard: arrows move it, Enter opens',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const before = button.getBoundingClientRect();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    const after = button.getBoundingClientRect();
    // Left moves left on screen in both directions.
    await expect(before.left - after.left).toBe(2 * KEYBOARD_STEP_PX);
    await expect(after.top - before.top).toBe(KEYBOARD_STEP_PX);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    // Up past the top edge stops at 0.
    for (let press = 0; press < 20; press += 1) await userEvent.keyboard('{ArrowUp}');
    await expect(button.getBoundingClientRect().top).toBe(0);
  },
};

export const ManyUnread: Story = {
  name: 'More than 99 unread',
  args: { unreadCount: 120 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(`${help(globals)} ${unread(globals, 120)}`);
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args) => (
    <AllLocales>
      {(locale) => (
        <FloatingHelpButton
          {...args}
          defaultPosition={{ inline: 200, block: 20 + 120 * LOCALES.indexOf(locale) }}
        />
      )}
    </AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
