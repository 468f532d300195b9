export { SkuSelector, type SkuSelectorProps } from './SkuSelector';
export { skuSelectorMessages } from './SkuSelector.messages';
