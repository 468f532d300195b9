export { CountryFlag, DRAWN_FLAGS, type CountryFlagProps } from './CountryFlag';
