import { defineMessages } from '../../i18n';

export const videoPlayerMessages = defineMessages({
  ar: { video: 'فيديو', play: 'تشغيل الفيديو', pause: 'إيقاف الفيديو مؤقتاً' },
  ckb: { video: 'ڤیدیۆ', play: 'لێدانی ڤیدیۆ', pause: 'ڕاگرتنی ڤیدیۆ' },
  en: { video: 'Video', play: 'Play video', pause: 'Pause video' },
  zh: { video: '视频', play: '播放视频', pause: '暂停视频' },
});
