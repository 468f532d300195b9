import { StaffLayout } from './StaffLayout';

export const Component = StaffLayout;
