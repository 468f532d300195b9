export { DeliveryDrawer, type DeliveryDrawerProps } from './DeliveryDrawer';
export { deliveryDrawerMessages } from './DeliveryDrawer.messages';
