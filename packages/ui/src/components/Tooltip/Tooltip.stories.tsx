import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ChevronBackIcon, ChevronForwardIcon, PlusIcon } from '../../icons';
import { sampleText } from '../../stories/sampleText';
import { sprinkles } from '../../theme';
import { Button, IconButton } from '../Button';
import { Tooltip, TOOLTIP_PLACEMENTS } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  // The tooltip is portalled out of the story's root: the screenshot takes the whole page.
  parameters: { screenshotTarget: 'body' },
  args: { content: '', children: null },
  argTypes: { placement: { control: 'inline-radio', options: TOOLTIP_PLACEMENTS } },
  render: (args, { globals }) => (
    <Tooltip {...args} content={sampleText(globals, 'addOneHint')}>
      <IconButton label={sampleText(globals, 'addOne')} icon={<PlusIcon />} variant="secondary" />
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover opens after the warm-up delay; give it more than that. */
const OPEN_TIMEOUT = { timeout: 2000 };

export const HoverAndFocus: Story = {
  name: 'Opens on hover and on keyboard focus',
  play: async ({ canvas, canvasElement, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'addOne') });
    // A mouse moves over the page before it reaches the button: react-aria shows tooltips on hover
    // only when the pointer is the current way of interacting.
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, OPEN_TIMEOUT);
    await expect(tooltip).toHaveTextContent(sampleText(globals, 'addOneHint'));
    // It describes the button; the button keeps its own name.
    await expect(trigger).toHaveAccessibleDescription(sampleText(globals, 'addOneHint'));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), OPEN_TIMEOUT);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  name: 'Keyboard: Escape closes it, focus stays on the trigger',
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'addOne') });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LogicalPlacement: Story = {
  name: 'start and end: mirrored in right to left',
  render: (_args, { globals }) => (
    <div
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxl', alignItems: 'center' })}
    >
      <Tooltip content={sampleText(globals, 'previousPage')} placement="start" isOpen>
        <Button variant="secondary">
          <ChevronBackIcon />
          {sampleText(globals, 'previous')}
        </Button>
      </Tooltip>
      <Tooltip content={sampleText(globals, 'nextPage')} placement="end" isOpen>
        <Button variant="secondary">
          {sampleText(globals, 'next')}
          <ChevronForwardIcon />
        </Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const previous = canvas.getByRole('button', { name: sampleText(globals, 'previous') });
    const next = canvas.getByRole('button', { name: sampleText(globals, 'next') });
    const atStart = await screen.findByText(sampleText(globals, 'previousPage'));
    const atEnd = await screen.findByText(sampleText(globals, 'nextPage'));
    const rtl = document.documentElement.dir === 'rtl';
    const box = (element: HTMLElement) => element.getBoundingClientRect();
    // `start` is on the inline start side of its trigger: left in English, right in Arabic.
    await waitFor(() =>
      rtl
        ? expect(box(atStart).left).toBeGreaterThanOrEqual(box(previous).right)
        : expect(box(atStart).right).toBeLessThanOrEqual(box(previous).left),
    );
    await waitFor(() =>
      rtl
        ? expect(box(atEnd).right).toBeLessThanOrEqual(box(next).left)
        : expect(box(atEnd).left).toBeGreaterThanOrEqual(box(next).right),
    );
  },
};

export const Below: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: sampleText(globals, 'addOne') });
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        trigger.getBoundingClientRect().bottom,
      ),
    );
  },
};
