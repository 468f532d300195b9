import { describe, expect, it } from 'vitest';
import { addressIn, chatLanguageOf, emailLink, whatsAppLink } from './contactDetails';

describe('contact links', () => {
  it('builds a click-to-chat link from the digits of the number, the message encoded', () => {
    expect(whatsAppLink('+964 770 123 4567', 'مرحباً، أحتاج إلى مساعدة.')).toBe(
      `https://wa.me/9647701234567?text=${encodeURIComponent('مرحباً، أحتاج إلى مساعدة.')}`,
    );
  });

  it('builds a mailto link with the subject', () => {
    expect(emailLink('support@tijara.example', 'Hello & help')).toBe(
      'mailto:support@tijara.example?subject=Hello%20%26%20help',
    );
  });

  it('reads an address in the buyer language, else in Arabic', () => {
    const address = { ar: 'شارع الرشيد، بغداد', en: 'Al-Rashid Street, Baghdad' };
    expect(addressIn(address, 'en')).toBe('Al-Rashid Street, Baghdad');
    expect(addressIn(address, 'ckb')).toBe('شارع الرشيد، بغداد');
    expect(addressIn(null, 'en')).toBeNull();
  });
});

describe('chatLanguageOf', () => {
  it('sets the chat in the interface language, Chinese as zh-CN', () => {
    expect(chatLanguageOf('zh')).toBe('zh-CN');
    expect(chatLanguageOf('ar')).toBe('ar');
    expect(chatLanguageOf('ckb')).toBe('ckb');
    expect(chatLanguageOf('en')).toBe('en');
  });
});
