import { SwitchPayPage } from './SwitchPayPage';

export const Component = SwitchPayPage;
