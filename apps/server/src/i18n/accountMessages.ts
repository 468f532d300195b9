import type { Locale } from '@tijara/domain';

/**
 * The account calls' own messages, merged into the server's catalogue. The codes of spec section 8
 * (wrong password, account not found, ...) are the domain's keys and worded in its catalogue.
 */
export const accountMessages = {
  sessionEnded: {
    ar: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى.',
    ckb: 'دانیشتنەکەت کۆتایی هات، تکایە دووبارە بچۆ ژوورەوە.',
    en: 'Your session has ended; please log in again.',
    zh: '登录已失效，请重新登录。',
  },
  codeResendWait: {
    ar: 'انتظر {seconds} ثانية قبل طلب رمز جديد.',
    ckb: '{seconds} چرکە چاوەڕێ بکە پێش داواکردنی کۆدێکی نوێ.',
    en: 'Wait {seconds} seconds before asking for another code.',
    zh: '请等待 {seconds} 秒后再获取验证码。',
  },
  loginPasswordWrong: {
    ar: 'كلمة مرور تسجيل الدخول غير صحيحة.',
    ckb: 'وشەی نهێنی چوونەژوورەوە هەڵەیە.',
    en: 'The login password is wrong.',
    zh: '登录密码错误。',
  },
  paymentPasswordAlreadySet: {
    ar: 'كلمة مرور الدفع معيّنة مسبقاً؛ استخدم إعادة التعيين لتغييرها.',
    ckb: 'وشەی نهێنی پارەدان پێشتر دانراوە؛ بۆ گۆڕینی ڕێکخستنەوە بەکاربهێنە.',
    en: 'A payment password is already set; reset it to change it.',
    zh: '已设置支付密码，如需修改请重置。',
  },
  paymentPasswordNotSet: {
    ar: 'لم يتم تعيين كلمة مرور الدفع بعد.',
    ckb: 'هێشتا وشەی نهێنی پارەدان دانەنراوە.',
    en: 'No payment password has been set yet.',
    zh: '尚未设置支付密码。',
  },
  socialLoginUnavailable: {
    ar: 'تسجيل الدخول عبر {provider} غير متاح.',
    ckb: 'چوونەژوورەوە لە ڕێگەی {provider} بەردەست نییە.',
    en: 'Signing in with {provider} is not available.',
    zh: '暂不支持使用 {provider} 登录。',
  },
  socialProviderUnreachable: {
    ar: 'تعذّر الاتصال بـ {provider}، يرجى المحاولة لاحقاً.',
    ckb: 'پەیوەندی بە {provider} نەکرا، تکایە دواتر هەوڵ بدەرەوە.',
    en: '{provider} could not be reached; please try again later.',
    zh: '无法连接 {provider}，请稍后再试。',
  },
} as const satisfies Record<string, Record<Locale, string>>;
