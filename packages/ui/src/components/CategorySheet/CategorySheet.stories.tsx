import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { sampleCategories } from '../../stories/sampleCategories';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { categoryMenuMessages } from '../CategoryMenu/CategoryMenu.messages';
import { CategorySheet, type CategorySheetProps } from './CategorySheet';
import { categorySheetMessages } from './CategorySheet.messages';

type Globals = Record<string, unknown>;

/** A button that opens the sheet, as the phone's tab bar does. */
function WithTrigger({
  triggerLabel,
  ...props
}: Omit<CategorySheetProps, 'isOpen' | 'onOpenChange'> & { triggerLabel: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <CategorySheet {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Shell/CategorySheet',
  component: CategorySheet,
  parameters: { screenshotViewport: 'phone', screenshotTarget: 'body' },
  args: { categories: [], getHref: () => '#', isOpen: false, onOpenChange: () => undefined },
  render: (args, { globals }) => (
    <WithTrigger
      triggerLabel={uiText(globals, categoryMenuMessages, 'allCategories')}
      categories={args.isLoading ? [] : sampleCategories(globals)}
      isLoading={args.isLoading}
      getHref={(path) => `#category-${path.map((category) => category.categoryId).join('-')}`}
    />
  ),
} satisfies Meta<typeof CategorySheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(globals: Globals) {
  await userEvent.click(
    screen.getByRole('button', { name: uiText(globals, categoryMenuMessages, 'allCategories') }),
  );
  return screen.findByRole('dialog', { name: uiText(globals, categoryMenuMessages, 'allCategories') });
}

export const TopLevel: Story = {
  name: 'Open: the top level over the whole window',
  play: async ({ globals }) => {
    const sheet = await open(globals);
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter(Boolean),
    ).toEqual(
      (['catElectronics', 'homeAppliances', 'catClothing'] as const).map((key) => sampleText(globals, key)),
    );
  },
};

export const DrillDownAndBack: Story = {
  name: 'Drill down two levels, choose a leaf; back goes up a level',
  play: async ({ globals }) => {
    const sheet = await open(globals);
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'catElectronics') }));
    // The level's heading takes focus, so a screen reader says where the buyer is.
    const heading = within(sheet).getByRole('heading', { name: sampleText(globals, 'catElectronics') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      within(sheet).getByRole('link', {
        name: uiText(globals, categoryMenuMessages, 'viewAll', {
          category: sampleText(globals, 'catElectronics'),
        }),
      }),
    ).toHaveAttribute('href', '#category-1');
    await userEvent.click(
      within(sheet).getByRole('button', { name: sampleText(globals, 'catPhoneAccessories') }),
    );
    await expect(
      within(sheet).getByRole('link', { name: sampleText(globals, 'catChargers') }),
    ).toHaveAttribute('href', '#category-1-11-111');
    // Back names the level it returns to.
    await userEvent.click(
      within(sheet).getByRole('button', {
        name: uiText(globals, categorySheetMessages, 'back', {
          category: sampleText(globals, 'catElectronics'),
        }),
      }),
    );
    await expect(
      within(sheet).getByRole('heading', { name: sampleText(globals, 'catElectronics') }),
    ).toBeVisible();
    await userEvent.click(
      within(sheet).getByRole('button', { name: uiText(globals, categorySheetMessages, 'backToAll') }),
    );
    await expect(
      within(sheet).getByRole('heading', { name: uiText(globals, categoryMenuMessages, 'allCategories') }),
    ).toBeVisible();
    // A leaf closes the sheet.
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'catClothing') }));
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'catWomen') }));
    await userEvent.click(within(sheet).getByRole('link', { name: sampleText(globals, 'catDresses') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SecondLevel: Story = {
  name: 'A second level: "All …" first, the back button names its parent',
  play: async ({ globals }) => {
    const sheet = await open(globals);
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'homeAppliances') }));
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'catCleaning') }));
    await expect(
      within(sheet).getByRole('button', {
        name: uiText(globals, categorySheetMessages, 'back', {
          category: sampleText(globals, 'homeAppliances'),
        }),
      }),
    ).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  name: 'Keyboard: Escape closes from any level, focus goes back to the trigger',
  play: async ({ globals }) => {
    const sheet = await open(globals);
    await userEvent.click(within(sheet).getByRole('button', { name: sampleText(globals, 'catElectronics') }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', {
      name: uiText(globals, categoryMenuMessages, 'allCategories'),
    });
    await waitFor(() => expect(trigger).toHaveFocus());
    // It opens at the top level again.
    await open(globals);
    await expect(
      screen.getByRole('heading', { name: uiText(globals, categoryMenuMessages, 'allCategories') }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') }));
  },
};

export const Loading: Story = {
  name: 'The tree is on its way: the sheet says so',
  args: { isLoading: true },
  play: async ({ globals }) => {
    const sheet = await open(globals);
    await expect(within(sheet).getByRole('status')).toHaveTextContent(
      uiText(globals, categoryMenuMessages, 'loading'),
    );
  },
};
