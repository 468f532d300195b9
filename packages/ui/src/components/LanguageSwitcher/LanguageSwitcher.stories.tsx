import { LOCALES, resolveLocale, type Locale } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { uiText } from '../../stories/uiText';
import { LANGUAGE_NAMES, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
import { languageSwitcherMessages } from './LanguageSwitcher.messages';

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

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args) => <AllLocales>{(locale) => <LanguageSwitcher {...args} value={locale} />}</AllLocales>,
};
