import { text, type LocalizedText } from '../localizedText';

/** Where the goods of each root category usually come from (China's manufacturing hubs). */
export const ORIGINS: readonly (readonly LocalizedText[])[] = [
  [text('广东深圳', 'Shenzhen, Guangdong', 'شێنجێن، گوانگدۆنگ', 'شنتشن، قوانغدونغ')],
  [
    text('广东阳江', 'Yangjiang, Guangdong', 'یانگجیانگ، گوانگدۆنگ', 'يانغجيانغ، قوانغدونغ'),
    text('浙江永康', 'Yongkang, Zhejiang', 'یۆنگکانگ، جێجیانگ', 'يونغكانغ، تشجيانغ'),
  ],
  [text('广东佛山', 'Foshan, Guangdong', 'فۆشان، گوانگدۆنگ', 'فوشان، قوانغدونغ')],
  [
    text('广东广州', 'Guangzhou, Guangdong', 'گوانگجۆ، گوانگدۆنگ', 'قوانغتشو، قوانغدونغ'),
    text('福建泉州', 'Quanzhou, Fujian', 'چوانجۆ، فوجیان', 'تشيوانتشو، فوجيان'),
  ],
  [
    text('广东汕头', 'Shantou, Guangdong', 'شانتۆو، گوانگدۆنگ', 'شانتو، قوانغدونغ'),
    text('浙江义乌', 'Yiwu, Zhejiang', 'ییوو، جێجیانگ', 'ييوو، تشجيانغ'),
  ],
  [
    text('浙江永康', 'Yongkang, Zhejiang', 'یۆنگکانگ، جێجیانگ', 'يونغكانغ، تشجيانغ'),
    text('浙江宁波', 'Ningbo, Zhejiang', 'نینگبۆ، جێجیانگ', 'نينغبو، تشجيانغ'),
  ],
  [text('广东广州', 'Guangzhou, Guangdong', 'گوانگجۆ، گوانگدۆنگ', 'قوانغتشو، قوانغدونغ')],
  [text('广东中山', 'Zhongshan, Guangdong', 'جۆنگشان، گوانگدۆنگ', 'تشونغشان، قوانغدونغ')],
];

export const ORIGIN_ATTRIBUTE = text('产地', 'Origin', 'شوێنی بەرهەمهێنان', 'بلد المنشأ');
