export { VOUCHER_ACCEPTED_TYPES, VoucherUpload, type VoucherUploadProps } from './VoucherUpload';
