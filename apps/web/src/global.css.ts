import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@tijara/ui';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { backgroundColor: vars.color.surfaceSunken });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
