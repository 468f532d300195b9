import { CardsPage } from './CardsPage';

export const Component = CardsPage;
