// First: before any schema is made (see the module).
import './zodWithoutEval';
import '@tijara/ui/fonts';
import { directionOf, DOMAIN_MESSAGES, LOCALES, resolveLocale } from '@tijara/domain';
import { UIProvider } from '@tijara/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';

const LOCALE_TITLES = { ar: 'العربية', ckb: 'کوردی', en: 'English', zh: '中文' } as const;

/**
 * Sets the page's language and direction too, as the storefront does on <html>: during the commit
 * (a layout effect), so a story's play function, which starts once the story has rendered, always
 * reads the story's direction, never the previous story's.
 */
function LocaleFrame({
  locale,
  children,
}: {
  locale: ReturnType<typeof resolveLocale>;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  return (
    <UIProvider locale={locale} domainMessages={DOMAIN_MESSAGES[locale]}>
      {children}
    </UIProvider>
  );
}

/** Every story renders inside the provider, in the toolbar's locale; the direction follows. */
const withLocale: Decorator = (Story, context) => (
  <LocaleFrame locale={resolveLocale(context.globals.locale)}>
    <Story />
  </LocaleFrame>
);

/**
 * The locale stories start in: Arabic, unless the iframe's address names another
 * (`iframe.html?locale=en`), which is how the test-runner renders every story in both directions.
 */
function initialLocale() {
  const requested =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('locale');
  return resolveLocale(requested);
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale],
  initialGlobals: { locale: initialLocale() },
  globalTypes: {
    locale: {
      description: 'Interface language (the text direction follows)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] })),
      },
    },
  },
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
  },
};

export default preview;
