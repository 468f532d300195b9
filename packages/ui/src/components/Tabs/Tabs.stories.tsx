import { directionOf, resolveLocale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

/** The order filters of the user centre (spec section 2), in the order the spec lists them. */
const ORDER_TABS = [
  ['all', 'orderAll'],
  ['awaitingPay', 'orderAwaitingPay'],
  ['waitPurchase', 'orderWaitPurchase'],
  ['waitDelivery', 'orderWaitDelivery'],
  ['chinaShipping', 'orderChinaShipping'],
  ['logisticsPayment', 'orderLogisticsPayment'],
  ['seaShipping', 'orderSeaShipping'],
  ['toWarehouse', 'orderToWarehouse'],
  ['completed', 'orderCompleted'],
  ['cancelled', 'orderCancelled'],
] as const satisfies readonly (readonly [string, SampleKey])[];

const label = (globals: Record<string, unknown>, index: number) =>
  sampleText(globals, ORDER_TABS[index]?.[1] ?? 'orderAll');

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <Tabs {...args}>
      <TabList aria-label={sampleText(globals, 'orderFilters')}>
        {ORDER_TABS.map(([id, key]) => (
          <Tab key={id} id={id}>
            {sampleText(globals, key)}
          </Tab>
        ))}
      </TabList>
      {ORDER_TABS.map(([id, key]) => (
        <TabPanel key={id} id={id}>
          {sampleText(globals, key)}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderTabs: Story = {
  play: async ({ canvas, args, globals }) => {
    // react-aria fills a collection after its first render: wait for the tabs.
    await expect(await canvas.findAllByRole('tab')).toHaveLength(10);
    const awaiting = canvas.getByRole('tab', { name: label(globals, 1) });
    await userEvent.click(awaiting);
    await expect(awaiting).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('awaitingPay');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(label(globals, 1));
    // The selected tab is underlined along its whole inline size.
    const underline = getComputedStyle(awaiting, '::after');
    await expect(parseFloat(underline.width)).toBeCloseTo(awaiting.getBoundingClientRect().width, 0);
    await expect(underline.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const ArrowKeysFollowReadingDirection: Story = {
  name: 'Keyboard: arrows follow the reading direction',
  args: { defaultSelectedKey: 'waitPurchase' },
  play: async ({ canvas, globals }) => {
    const rtl = directionOf(resolveLocale(globals.locale)) === 'rtl';
    const current = await canvas.findByRole('tab', { name: label(globals, 2) });
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('data-focus-visible', 'true');

    // The right arrow goes to the tab on the right: the previous one in Arabic, the next in English.
    await userEvent.keyboard('{ArrowRight}');
    const onTheRight = canvas.getByRole('tab', { name: label(globals, rtl ? 1 : 3) });
    await expect(onTheRight).toHaveFocus();
    await expect(onTheRight).toHaveAttribute('aria-selected', 'true');
    await expect(onTheRight.getBoundingClientRect().x).toBeGreaterThan(current.getBoundingClientRect().x);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const onTheLeft = canvas.getByRole('tab', { name: label(globals, rtl ? 3 : 1) });
    await expect(onTheLeft).toHaveFocus();
    await expect(onTheLeft.getBoundingClientRect().x).toBeLessThan(current.getBoundingClientRect().x);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(label(globals, rtl ? 3 : 1));

    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: label(globals, 0) })).toHaveFocus();
  },
};

export const ScrollsWhenTabsOverflow: Story = {
  name: 'Overflow: the tab row scrolls to the focused tab',
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('tablist', { name: sampleText(globals, 'orderFilters') });
    await canvas.findAllByRole('tab');
    // Ten tabs are wider than a phone (and than this 800 px frame): the row scrolls, the page does not.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: label(globals, 9) });
    await expect(last).toHaveFocus();
    const inView = () => {
      const tab = last.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      return tab.left >= row.left - 1 && tab.right <= row.right + 1;
    };
    await waitFor(() => {
      if (!inView()) throw new Error('the last tab is not scrolled into view yet');
    });
    await expect(inView()).toBe(true);
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['logisticsPayment'], defaultSelectedKey: 'chinaShipping' },
  play: async ({ canvas, globals }) => {
    const disabled = await canvas.findByRole('tab', { name: label(globals, 5) });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    // The arrow towards the next tab skips the disabled one.
    await userEvent.keyboard(
      directionOf(resolveLocale(globals.locale)) === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}',
    );
    await expect(canvas.getByRole('tab', { name: label(globals, 6) })).toHaveFocus();
  },
};
