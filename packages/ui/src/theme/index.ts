export { vars, themeClass } from './contract.css';
export { tokens, breakpoints } from './tokens';
