export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  showToast,
  TOAST_MAX_VISIBLE,
  TOAST_TIMEOUT_MS,
  TOAST_VARIANTS,
  toastQueue,
  type ShowToastOptions,
  type ToastContent,
  type ToastVariant,
} from './toastQueue';
