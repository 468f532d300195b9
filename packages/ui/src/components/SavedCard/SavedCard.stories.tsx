import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { uiText } from '../../stories/uiText';
import { SavedCard, SavedCardPicker, type SavedCardOption } from './SavedCard';
import { savedCardMessages } from './SavedCard.messages';

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  key: keyof (typeof savedCardMessages)['en'],
  values?: Record<string, string>,
) => uiText(globals, savedCardMessages, key, values);

const CARDS: readonly SavedCardOption[] = [
  { id: 'c1', brand: 'MASTERCARD', last4: '0008', validThru: '01/39' },
  { id: 'c2', brand: 'VISA', last4: '4242', validThru: '11/29' },
  { id: 'c3', brand: 'VISA', last4: '1019', validThru: '05/24', expired: true },
];

const meta = {
  title: 'Payment/SavedCard',
  component: SavedCard,
  parameters: { screenshotViewport: 'phone', layout: 'padded' },
  args: { brand: 'MASTERCARD', last4: '0008', validThru: '01/39', onDelete: fn() },
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'A saved card, with Delete',
  play: async ({ canvas, args, globals }) => {
    const number = canvas.getByText('•••• 0008');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('01/39')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(
      canvas.getByRole('button', {
        name: text(globals, 'deleteNamed', { brand: 'Mastercard', last4: '0008' }),
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Expired: Story = {
  name: 'Expired: marked',
  args: { brand: 'VISA', last4: '1019', validThru: '05/24', expired: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(text(globals, 'expired'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-expired]')).not.toBeNull();
  },
};

export const SelectableList: Story = {
  name: 'In a list to pay with: choose one, never an expired card',
  render: () => <SavedCardPicker cards={CARDS} isRequired />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radiogroup', { name: text(globals, 'label') })).toBeVisible();
    const expired = canvas.getByRole('radio', { name: 'Visa •••• 1019' });
    await expect(expired).toBeDisabled();
    await expect(expired).toHaveAccessibleDescription(expect.stringContaining(text(globals, 'expired')));
    await userEvent.click(canvas.getByRole('radio', { name: 'Mastercard •••• 0008' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mastercard •••• 0008' })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const EveryLanguage: Story = {
  name: 'Every language',
  render: (args) => (
    <AllLocales>
      {() => (
        <>
          <SavedCard {...args} />
          <SavedCardPicker cards={CARDS.slice(1)} defaultValue="c2" />
        </>
      )}
    </AllLocales>
  ),
};
