import { defineMessages } from '../../i18n';

export const cartButtonMessages = defineMessages({
  ar: { cart: 'السلة' },
  ckb: { cart: 'سەبەتە' },
  en: { cart: 'Cart' },
  zh: { cart: '购物车' },
});
