export {
  Button,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  IconButton,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './Button';
