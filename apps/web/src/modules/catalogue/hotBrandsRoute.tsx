import { HotBrandsPage } from './HotBrandsPage';

export const Component = HotBrandsPage;
