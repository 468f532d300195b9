export {
  BANK_ACCOUNT_FIELDS,
  BankTransferDetails,
  type BankAccountField,
  type BankTransferDetailsProps,
} from './BankTransferDetails';
