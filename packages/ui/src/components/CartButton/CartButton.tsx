import { VisuallyHidden } from 'react-aria';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { CartIcon } from '../../icons';
import { useMessages } from '../../provider';
import { Badge } from '../Badge';
import { cartButton, label } from './CartButton.css';
import { cartButtonMessages } from './CartButton.messages';

export interface CartButtonProps {
  /** How many products are in the cart; zero or less shows no badge, above 99 shows "99+". */
  count: number;
  /** Where the cart page is (`/buyer_cart`); renders a link. Give this or `onPress`. */
  href?: string;
  /** What pressing does when there is no `href` (opening a cart drawer); renders a button. */
  onPress?: () => void;
  /** Shows the built-in "Cart" beside the icon; otherwise it is only heard. @default false */
  showLabel?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The header's cart icon with the number of products in the cart (spec section 2, "cart icon with
 * count"). Its name is "Cart" followed by the count as a sentence ("Cart 3 items"), while the badge
 * shows the number ("99+" above 99).
 */
export function CartButton({ count, href, onPress, showLabel = false, className }: CartButtonProps) {
  const t = useMessages(cartButtonMessages);
  const classes = [cartButton, className].filter(Boolean).join(' ');
  const content = (
    <>
      {/* The name comes first so it reads "Cart 3 items"; the visible label is drawn after the icon. */}
      {showLabel ? (
        <span className={label}>{t('cart')}</span>
      ) : (
        <VisuallyHidden elementType="span">{t('cart')}</VisuallyHidden>
      )}
      <Badge count={count}>
        <CartIcon />
      </Badge>
    </>
  );
  if (href !== undefined) {
    return (
      <AriaLink href={href} onPress={onPress} className={classes}>
        {content}
      </AriaLink>
    );
  }
  return (
    <AriaButton onPress={onPress} className={classes}>
      {content}
    </AriaButton>
  );
}
