import { defineMessages } from '../../i18n';

export const stageAmountMessages = defineMessages({
  ar: {
    stage1: 'المرحلة 1 من 2: البضاعة والشحن داخل الصين',
    stage2: 'المرحلة 2 من 2: رسوم المرحلة الثانية',
    stage1Hint: 'ثمن البضاعة وشحنها إلى مستودعنا في الصين.',
    stage2Hint: 'الشحن إلى العراق وما تبقى من الرسوم بعد فحص البضاعة في مستودع الصين.',
    amountUsd: 'المبلغ بالدولار',
    amountIqd: 'المبلغ بالدينار',
    rate: 'سعر الصرف المعتمد',
  },
  ckb: {
    stage1: 'قۆناغی 1 لە 2: کاڵا و ناردن لەناو چین',
    stage2: 'قۆناغی 2 لە 2: کرێی قۆناغی دووەم',
    stage1Hint: 'نرخی کاڵا و ناردنی بۆ کۆگاکەمان لە چین.',
    stage2Hint: 'ناردن بۆ عێراق و کرێکانی تر دوای پشکنینی کاڵا لە کۆگای چین.',
    amountUsd: 'بڕ بە دۆلار',
    amountIqd: 'بڕ بە دینار',
    rate: 'نرخی ئاڵوگۆڕی بەکارهاتوو',
  },
  en: {
    stage1: 'Stage 1 of 2: goods and China freight',
    stage2: 'Stage 2 of 2: second-stage fee',
    stage1Hint: 'The goods and their freight to our warehouse in China.',
    stage2Hint: 'Freight to Iraq and the other fees, after the goods were inspected at the China warehouse.',
    amountUsd: 'Amount in US dollars',
    amountIqd: 'Amount in dinars',
    rate: 'Exchange rate used',
  },
  zh: {
    stage1: '第 1 阶段（共 2 阶段）：货款及中国境内运费',
    stage2: '第 2 阶段（共 2 阶段）：第二阶段费用',
    stage1Hint: '货款及运至我们中国仓库的运费。',
    stage2Hint: '货物在中国仓库验货后，运往伊拉克的运费及其他费用。',
    amountUsd: '美元金额',
    amountIqd: '第纳尔金额',
    rate: '所用汇率',
  },
});
