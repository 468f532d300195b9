export { CartButton, type CartButtonProps } from './CartButton';
export { cartButtonMessages } from './CartButton.messages';
