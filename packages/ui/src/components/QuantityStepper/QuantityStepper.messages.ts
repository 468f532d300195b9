import { defineMessages } from '../../i18n';

export const quantityStepperMessages = defineMessages({
  ar: { decrease: 'تقليل الكمية', increase: 'زيادة الكمية' },
  ckb: { decrease: 'کەمکردنەوەی بڕ', increase: 'زیادکردنی بڕ' },
  en: { decrease: 'Decrease quantity', increase: 'Increase quantity' },
  zh: { decrease: '减少数量', increase: '增加数量' },
});
