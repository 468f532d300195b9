import { NotFoundPage } from './NotFoundPage';

export const Component = NotFoundPage;
