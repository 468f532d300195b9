import { MyInformationPage } from './MyInformationPage';

export const Component = MyInformationPage;
