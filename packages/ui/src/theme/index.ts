export { vars, themeClass } from './contract.css';
export { tokens, breakpoints } from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { focusRing } from './focus.css';
export { media } from './media';
export { bottomBarInset, bottomBarInsetVar } from './bottomBar.css';
