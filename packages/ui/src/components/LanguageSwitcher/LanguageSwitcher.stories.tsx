import { LOCALES, resolveLocale, type Locale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { slowModule } from '../../stories/slowModule';
import { uiText } from '../../stories/uiText';
import { LANGUAGE_NAMES, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
import { languageSwitcherMessages } from './LanguageSwitcher.messages';
import { lazyLanguageSwitcher } from '../LazyLanguageSwitcher/LazyLanguageSwitcher';

/** Keeps the chosen language, as the app would (it also stores it and reloads). */
function Stateful(props: LanguageSwitcherProps) {
  const [value, setValue] = useState<Locale>(props.value);
  return (
    <LanguageSwitcher
      {...props}
      value={value}
      onChange={(locale) => {
        setValue(locale);
        props.onChange(locale);
      }}
    />
  );
}

const meta = {
  title: 'Header/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { onChange: fn(), value: 'ar' },
  render: (args, { globals }) => <Stateful {...args} value={resolveLocale(globals.locale)} />,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Canvas {
  getByRole: (role: 'button', options: { name: RegExp }) => HTMLElement;
}

const trigger = (canvas: Canvas, globals: Record<string, unknown>): HTMLElement =>
  canvas.getByRole('button', { name: new RegExp(uiText(globals, languageSwitcherMessages, 'language')) });

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const current = resolveLocale(globals.locale);
    const button = trigger(canvas, globals);
    await expect(button).toHaveTextContent(LANGUAGE_NAMES[current]);
    await expect(button.querySelector('[lang]')).toHaveAttribute('lang', current);
    await expect(button.querySelector('[lang]')).toHaveTextContent(LANGUAGE_NAMES[current]);
  },
};

export const Open: Story = {
  name: 'The four languages in their own scripts, the current one marked',
  parameters: { screenshotTarget: 'body' },
  play: async ({ canvas, globals }) => {
    const current = resolveLocale(globals.locale);
    await userEvent.click(trigger(canvas, globals));
    const listbox = await screen.findByRole('listbox');
    const options = Array.from(listbox.querySelectorAll('[role="option"]'));
    await expect(options.map((option) => option.textContent)).toEqual(
      LOCALES.map((locale) => LANGUAGE_NAMES[locale]),
    );
    for (const [index, locale] of LOCALES.entries()) {
      await expect(options[index]!.querySelector('[lang]')).toHaveAttribute('lang', locale);
      await expect(options[index]).toHaveAttribute('aria-selected', String(locale === current));
    }
  },
};

export const ChangeWithMouse: Story = {
  name: 'Choosing a language calls onChange',
  play: async ({ canvas, args, globals }) => {
    const target: Locale = resolveLocale(globals.locale) === 'zh' ? 'en' : 'zh';
    await userEvent.click(trigger(canvas, globals));
    await userEvent.click(await screen.findByRole('option', { name: LANGUAGE_NAMES[target] }));
    await expect(args.onChange).toHaveBeenCalledWith(target);
    await expect(trigger(canvas, globals)).toHaveTextContent(LANGUAGE_NAMES[target]);
  },
};

export const ChangeWithKeyboard: Story = {
  name: 'Keyboard: Tab, Enter, arrows, Enter; Escape closes',
  play: async ({ canvas, args, globals }) => {
    const current = resolveLocale(globals.locale);
    const next = LOCALES[(LOCALES.indexOf(current) + 1) % LOCALES.length]!;
    await userEvent.tab();
    await expect(trigger(canvas, globals)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Focus goes back to the button once the list has closed.
    await waitFor(() => expect(trigger(canvas, globals)).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(next);
    await waitFor(() => expect(trigger(canvas, globals)).toHaveFocus());
  },
};

/** The lazy switcher on a module that arrives when the play function lets it (see `slowModule`). */
let slow = slowModule(() => import('./LanguageSwitcher'));
let SlowLanguageSwitcher = lazyLanguageSwitcher(slow.module);

export const Lazy: Story = {
  name: 'Lazy: the button at once; pressed before the list arrives, it opens when it does',
  parameters: { screenshotTarget: 'body' },
  beforeEach: () => {
    slow = slowModule(() => import('./LanguageSwitcher'));
    SlowLanguageSwitcher = lazyLanguageSwitcher(slow.module);
  },
  render: (args, { globals }) => <SlowLanguageSwitcher {...args} value={resolveLocale(globals.locale)} />,
  play: async ({ canvas, args, globals }) => {
    const current = resolveLocale(globals.locale);
    const light = trigger(canvas, globals);
    // Named like the real one: the current language, then "Language".
    await expect(light).toHaveAccessibleName(
      `${LANGUAGE_NAMES[current]} ${uiText(globals, languageSwitcherMessages, 'language')}`,
    );
    await expect(light).toHaveAttribute('aria-haspopup', 'listbox');
    const lightBox = light.getBoundingClientRect();
    await userEvent.click(light);
    await expect(screen.queryByRole('listbox')).toBeNull();
    slow.release();
    const listbox = await screen.findByRole('listbox');
    // The current language has focus, as when the real button opens the list.
    await waitFor(() => expect(screen.getByRole('option', { name: LANGUAGE_NAMES[current] })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const button = trigger(canvas, globals);
    await expect(button).not.toBe(light);
    await waitFor(() => expect(button).toHaveFocus());
    const box = button.getBoundingClientRect();
    await expect([box.x, box.y, box.width, box.height]).toEqual([
      lightBox.x,
      lightBox.y,
      lightBox.width,
      lightBox.height,
    ]);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(listbox).not.toBeInTheDocument();
    await screen.findByRole('listbox');
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args) => <AllLocales>{(locale) => <LanguageSwitcher {...args} value={locale} />}</AllLocales>,
};
