import { defineMessages } from '../../i18n';

export const textAreaMessages = defineMessages({
  ar: {
    counter: '{count}/{max}',
    counterLabel: '{count} من {max} حرف',
    over: '{over, plural, one {حرف واحد زائد عن الحد} two {حرفان زائدان عن الحد} few {# أحرف زائدة عن الحد} many {# حرفاً زائداً عن الحد} other {# حرف زائد عن الحد}}',
  },
  ckb: {
    counter: '{count}/{max}',
    counterLabel: '{count} لە {max} پیت',
    over: '{over, plural, one {# پیت زیاترە لە سنوور} other {# پیت زیاترن لە سنوور}}',
  },
  en: {
    counter: '{count}/{max}',
    counterLabel: '{count} of {max} characters',
    over: '{over, plural, one {# character over the limit} other {# characters over the limit}}',
  },
  zh: {
    counter: '{count}/{max}',
    counterLabel: '已输入 {count} 个字符，最多 {max} 个',
    over: '超出 {over} 个字符',
  },
});
