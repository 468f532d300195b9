import { AddressBookPage } from './AddressBookPage';

export const Component = AddressBookPage;
