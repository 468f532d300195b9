export {
  WALLET_MOVEMENT_DIRECTIONS,
  WalletMovement,
  WalletMovementList,
  type WalletMovementDirection,
  type WalletMovementListProps,
  type WalletMovementProps,
} from './WalletMovement';
