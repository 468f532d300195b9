import { UnavailablePage } from './UnavailablePage';

export const Component = UnavailablePage;
