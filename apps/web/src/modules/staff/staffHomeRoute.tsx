import { StaffHomePage } from './StaffHomePage';

export const Component = StaffHomePage;
