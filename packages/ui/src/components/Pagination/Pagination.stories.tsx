import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { uiText } from '../../stories/uiText';
import { Pagination, type PaginationProps } from './Pagination';
import { paginationMessages } from './Pagination.messages';

/** Keeps the page in state, as a list screen does, and reports each change to the action. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/Pagination',
  component: Pagination,
  args: { total: 200, pageSize: 10, page: 1, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

type Key = keyof (typeof paginationMessages)['en'];
const text = (globals: Record<string, unknown>, key: Key, values?: Record<string, number>) =>
  uiText(globals, paginationMessages, key, values);

export const FirstPage: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('navigation', { name: text(globals, 'label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(globals, 'previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text(globals, 'page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, globals }) => {
    // Seven slots: 1 … 9 10 11 … 20.
    const items = canvas.getAllByRole('listitem', { hidden: true }).slice(1, -1);
    await expect(items.map((item) => item.textContent)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    await expect(canvas.getByRole('button', { name: text(globals, 'next') })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: text(globals, 'next') })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { total: 45 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByText('…')).toHaveLength(0);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5 + 2);
  },
};

export const WithoutJumpTo: Story = {
  args: { showJumpTo: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ClickPages: Story = {
  name: 'Click: next, a page number, previous',
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'next') }));
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'page', { page: 5 }) }));
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'previous') }));
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 5);
    await expect(args.onChange).toHaveBeenNthCalledWith(3, 4);
    await expect(canvas.getByRole('button', { name: text(globals, 'page', { page: 4 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab to next, Enter and Space',
  args: { page: 3 },
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals, 'previous') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals, 'page', { page: 1 }) })).toHaveFocus();
    await expect(document.activeElement).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const JumpTo: Story = {
  name: 'Jump to: Enter goes to the typed page',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'goTo') });
    await userEvent.type(input, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: text(globals, 'page', { page: 12 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const JumpToClamped: Story = {
  name: 'Jump to: out-of-range pages are clamped to 1..total',
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'goTo') });
    await userEvent.type(input, '999');
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'go') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(input).toHaveValue('20');
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue('1');
  },
};

export const ChevronsFlipInRtl: Story = {
  name: 'Chevrons point the reading way',
  play: async ({ canvas, globals }) => {
    const icon = canvas.getByRole('button', { name: text(globals, 'next') }).querySelector('svg');
    const rtl = globals.locale === undefined || globals.locale === 'ar' || globals.locale === 'ckb';
    const transform = icon ? getComputedStyle(icon).transform : '';
    await expect(transform.startsWith('matrix(-1')).toBe(rtl);
  },
};

export const Locales: Story = {
  name: 'All locales',
  args: { page: 10 },
  render: (args) => <AllLocales>{() => <Stateful {...args} />}</AllLocales>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(4);
  },
};
