import { CategoryListPage } from './CategoryListPage';

export const Component = CategoryListPage;
