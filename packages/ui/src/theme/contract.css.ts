import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';
import './fontFaces.css';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(value: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? null : toContract(inner as object),
    ]),
  ) as Contract<T>;
}

/** The typed theme contract: components read CSS variables through `vars`, never raw values. */
export const vars = createThemeContract(toContract(tokens));

/** The storefront's theme; `UIProvider` puts this class on its root element. */
export const themeClass = createTheme(vars, tokens);
