export { VOUCHER_ZOOM_STEPS, VoucherViewer, type VoucherViewerProps } from './VoucherViewer';
