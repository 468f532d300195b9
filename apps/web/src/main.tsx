import '@tijara/ui/fonts';
import { directionOf } from '@tijara/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readStoredLocale } from './i18n/storedLocale';
import './global.css';

const locale = readStoredLocale(globalThis.localStorage);
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
