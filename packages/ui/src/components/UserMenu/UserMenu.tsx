import {
  isProcurementManager,
  procurementCustomerLabel,
  type ProcurementCustomer,
  type UserInfo,
} from '@tijara/domain';
import { useState, type Ref } from 'react';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useMessages } from '../../provider';
import { ConfirmDialog } from '../ConfirmDialog';
import * as styles from './UserMenu.css';
import { UserMenuButton, UserMenuLogInLink } from './UserMenuButton';
import { userMenuMessages } from './UserMenu.messages';

/** The entries of the user menu, in the order they are shown (spec section 2). */
export const USER_MENU_ACTIONS = [
  'procurement',
  'endProcurement',
  'information',
  'address',
  'favorites',
  'orders',
  'signOut',
] as const;
export type UserMenuAction = (typeof USER_MENU_ACTIONS)[number];

/** The entries that go to a page. */
export type UserMenuLinks = Record<
  'procurement' | 'information' | 'address' | 'favorites' | 'orders',
  string
>;

export interface UserMenuProps {
  /** The signed-in user; `null` or absent shows the login link instead of the menu. */
  user?: UserInfo | null | undefined;
  /** Where the login link goes: the app's sign-in page (the design system knows no addresses). */
  loginHref: string;
  /** Whether a procurement manager is shopping for a customer: shows "End procurement". @default false */
  inProcurement?: boolean;
  /** The customer being shopped for, shown as name(phone, email) above the entries. */
  procurementCustomer?: ProcurementCustomer | undefined;
  /** The app's pages of the entries that go to a page. */
  links: UserMenuLinks;
  /** Runs for every entry chosen (after following its link, if it has one). */
  onAction?: (action: UserMenuAction) => void;
  /**
   * Runs once the buyer confirms ending procurement. A promise keeps the confirm button loading
   * until it settles; the dialog stays open when it rejects.
   */
  onEndProcurement?: () => void | Promise<unknown>;
  /** Runs on "Sign out". */
  onSignOut?: () => void;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /** Whether the menu is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A ref to the trigger button, for example to focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The header's account widget (spec sections 2 and 6). A guest sees a login link; a signed-in
 * user sees "Hello, {name}" opening a menu: procurement management (level-12 accounts only), end
 * procurement (only while in procurement mode, after a confirmation), my information, address,
 * favorites, my orders and sign out. Keyboard: Enter, Space or the arrows open it, the arrows
 * move, Escape closes.
 */
export function UserMenu({
  user,
  loginHref,
  inProcurement = false,
  procurementCustomer,
  links,
  onAction,
  onEndProcurement,
  onSignOut,
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerRef,
  className,
}: UserMenuProps) {
  const t = useMessages(userMenuMessages);
  const [confirming, setConfirming] = useState(false);

  if (!user) return <UserMenuLogInLink href={loginHref} className={className} />;

  const shown = USER_MENU_ACTIONS.filter((action) => {
    if (action === 'procurement') return isProcurementManager(user);
    if (action === 'endProcurement') return inProcurement;
    return true;
  });

  function act(action: UserMenuAction) {
    if (action === 'endProcurement') setConfirming(true);
    if (action === 'signOut') onSignOut?.();
    onAction?.(action);
  }

  const entries = shown.map((action) => (
    <MenuItem
      key={action}
      id={action}
      href={action === 'endProcurement' || action === 'signOut' ? undefined : links[action]}
      onAction={() => act(action)}
      className={[styles.item, action === 'endProcurement' ? styles.dangerItem : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      {t(action)}
    </MenuItem>
  ));

  return (
    <>
      <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <UserMenuButton userName={user.userName} ref={triggerRef} className={className} />
        <Popover placement="bottom end" className={styles.popover}>
          <Menu aria-label={t('menu')} className={styles.menu}>
            {inProcurement && procurementCustomer ? (
              <>
                <MenuSection>
                  <Header className={styles.context}>
                    {t('shoppingFor', { customer: procurementCustomerLabel(procurementCustomer) })}
                  </Header>
                  {entries.slice(0, -1)}
                </MenuSection>
                <Separator className={styles.separator} />
                <MenuSection>{entries.slice(-1)}</MenuSection>
              </>
            ) : (
              <>
                <MenuSection>{entries.slice(0, -1)}</MenuSection>
                <Separator className={styles.separator} />
                <MenuSection>{entries.slice(-1)}</MenuSection>
              </>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        destructive
        title={t('endProcurementTitle')}
        message={t('endProcurementMessage')}
        confirmLabel={t('endProcurement')}
        onConfirm={() => onEndProcurement?.()}
      />
    </>
  );
}
