import { inquiryValidationMessages } from '../modules/inquiry/inquiryValidationMessages';
import { addressValidationMessages } from './addressValidationMessages';
import {
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  PAYMENT_PASSWORD_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  VERIFICATION_CODE_MAX_DIGITS,
  VERIFICATION_CODE_MIN_DIGITS,
  type AccountErrorKey,
  type Locale,
  type PAYMENT_PASSWORD_ERROR,
} from '@tijara/domain';

type PaymentPasswordErrorKey = (typeof PAYMENT_PASSWORD_ERROR)[keyof typeof PAYMENT_PASSWORD_ERROR];

const [pwMin, pwMax] = [LOGIN_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_MAX_LENGTH];
const [phMin, phMax] = [PHONE_MIN_DIGITS, PHONE_MAX_DIGITS];
const [unMin, unMax] = [USER_NAME_MIN_LENGTH, USER_NAME_MAX_LENGTH];
const [cMin, cMax] = [VERIFICATION_CODE_MIN_DIGITS, VERIFICATION_CODE_MAX_DIGITS];

/**
 * What each rule of the domain's account and payment-password schemas means, in the caller's
 * language: the second half of "The field {field} is invalid: {problem}". The type demands every
 * key the schemas can report, so a new rule cannot reach a caller as a bare key.
 */
const messages: Record<AccountErrorKey | PaymentPasswordErrorKey, Record<Locale, string>> = {
  'account.email.required': {
    ar: 'البريد الإلكتروني مطلوب.',
    ckb: 'ئیمەیڵ پێویستە.',
    en: 'an email address is required.',
    zh: '请填写邮箱。',
  },
  'account.email.tooLong': {
    ar: 'البريد الإلكتروني أطول من 320 حرفاً.',
    ckb: 'ئیمەیڵ لە 320 پیت درێژترە.',
    en: 'the email address is longer than 320 characters.',
    zh: '邮箱长度不能超过 320 个字符。',
  },
  'account.email.invalid': {
    ar: 'البريد الإلكتروني غير صالح.',
    ckb: 'ئیمەیڵەکە دروست نییە.',
    en: 'this is not a valid email address.',
    zh: '邮箱格式不正确。',
  },
  'account.phone.required': {
    ar: 'يرجى إدخال رقم الهاتف.',
    ckb: 'تکایە ژمارەی مۆبایل بنووسە.',
    en: 'enter a phone number.',
    zh: '请输入手机号。',
  },
  'account.phone.digitsOnly': {
    ar: 'رقم الهاتف يتكون من أرقام فقط.',
    ckb: 'ژمارەی مۆبایل تەنها ژمارەیە.',
    en: 'a phone number has digits only.',
    zh: '手机号只能包含数字。',
  },
  'account.phone.tooShort': {
    ar: `رقم الهاتف أقل من ${phMin} أرقام.`,
    ckb: `ژمارەی مۆبایل لە ${phMin} ژمارە کەمترە.`,
    en: `a phone number has at least ${phMin} digits.`,
    zh: `手机号至少 ${phMin} 位。`,
  },
  'account.phone.tooLong': {
    ar: `رقم الهاتف أكثر من ${phMax} رقماً.`,
    ckb: `ژمارەی مۆبایل لە ${phMax} ژمارە زیاترە.`,
    en: `a phone number has at most ${phMax} digits.`,
    zh: `手机号最多 ${phMax} 位。`,
  },
  'account.phone.notPositive': {
    ar: 'رقم الهاتف يجب أن يكون رقماً موجباً.',
    ckb: 'ژمارەی مۆبایل دەبێت ژمارەیەکی پۆزەتیڤ بێت.',
    en: 'a phone number must be a positive number.',
    zh: '手机号必须是正数。',
  },
  'account.phoneCountry.invalid': {
    ar: 'اختر دولة من القائمة (العراق، تركيا، الصين).',
    ckb: 'وڵاتێک لە لیستەکە هەڵبژێرە (عێراق، تورکیا، چین).',
    en: 'choose a country from the list (Iraq, Turkey, China).',
    zh: '请从列表中选择国家（伊拉克、土耳其、中国）。',
  },
  'account.password.required': {
    ar: 'كلمة المرور مطلوبة.',
    ckb: 'وشەی نهێنی پێویستە.',
    en: 'a password is required.',
    zh: '请输入密码。',
  },
  'account.password.tooShort': {
    ar: `كلمة المرور ${pwMin} أحرف على الأقل.`,
    ckb: `وشەی نهێنی لانیکەم ${pwMin} پیتە.`,
    en: `a password has at least ${pwMin} characters.`,
    zh: `密码至少 ${pwMin} 个字符。`,
  },
  'account.password.tooLong': {
    ar: `كلمة المرور ${pwMax} حرفاً على الأكثر.`,
    ckb: `وشەی نهێنی زۆرترین ${pwMax} پیتە.`,
    en: `a password has at most ${pwMax} characters.`,
    zh: `密码最多 ${pwMax} 个字符。`,
  },
  'account.confirmPassword.required': {
    ar: 'يرجى إدخال كلمة المرور مرة أخرى.',
    ckb: 'تکایە وشەی نهێنی دووبارە بنووسەوە.',
    en: 'enter the password a second time.',
    zh: '请再次输入密码。',
  },
  'account.confirmPassword.mismatch': {
    ar: 'كلمتا المرور غير متطابقتين.',
    ckb: 'دوو وشە نهێنییەکە وەک یەک نین.',
    en: 'the two passwords differ.',
    zh: '两次输入的密码不一致。',
  },
  'account.userName.required': {
    ar: 'اسم المستخدم مطلوب.',
    ckb: 'ناوی بەکارهێنەر پێویستە.',
    en: 'a user name is required.',
    zh: '请输入用户名。',
  },
  'account.userName.tooShort': {
    ar: `اسم المستخدم ${unMin} أحرف على الأقل.`,
    ckb: `ناوی بەکارهێنەر لانیکەم ${unMin} پیتە.`,
    en: `a user name has at least ${unMin} characters.`,
    zh: `用户名至少 ${unMin} 个字符。`,
  },
  'account.userName.tooLong': {
    ar: `اسم المستخدم ${unMax} حرفاً على الأكثر.`,
    ckb: `ناوی بەکارهێنەر زۆرترین ${unMax} پیتە.`,
    en: `a user name has at most ${unMax} characters.`,
    zh: `用户名最多 ${unMax} 个字符。`,
  },
  'account.userName.invalid': {
    ar: 'اسم المستخدم يبدأ بحرف، ويحتوي على حروف وأرقام و _ . - فقط، بلا مسافات.',
    ckb: 'ناوی بەکارهێنەر بە پیت دەست پێدەکات و تەنها پیت و ژمارە و _ . - ی تێدایە، بێ بۆشایی.',
    en: 'a user name starts with a letter and has only letters, digits, _ . and -, no spaces.',
    zh: '用户名须以字母开头，只能包含字母、数字、_ . -，不能有空格。',
  },
  'account.code.required': {
    ar: 'رمز التحقق مطلوب.',
    ckb: 'کۆدی پشتڕاستکردنەوە پێویستە.',
    en: 'a verification code is required.',
    zh: '请输入验证码。',
  },
  'account.code.invalid': {
    ar: `رمز التحقق من ${cMin} إلى ${cMax} أرقام.`,
    ckb: `کۆدی پشتڕاستکردنەوە ${cMin} بۆ ${cMax} ژمارەیە.`,
    en: `a verification code has ${cMin} to ${cMax} digits.`,
    zh: `验证码为 ${cMin} 到 ${cMax} 位数字。`,
  },
  'account.userNameOrPhone.required': {
    ar: 'أدخل اسم المستخدم أو رقم الهاتف أو البريد الإلكتروني.',
    ckb: 'ناوی بەکارهێنەر یان ژمارەی مۆبایل یان ئیمەیڵ بنووسە.',
    en: 'enter a user name, phone number or email.',
    zh: '请输入用户名、手机号或邮箱。',
  },
  'procurement.customer.required': {
    ar: 'اختر زبوناً.',
    ckb: 'کڕیارێک هەڵبژێرە.',
    en: 'choose a customer.',
    zh: '请选择客户。',
  },
  'paymentPassword.password.required': {
    ar: 'كلمة مرور الدفع مطلوبة.',
    ckb: 'وشەی نهێنی پارەدان پێویستە.',
    en: 'a payment password is required.',
    zh: '请输入支付密码。',
  },
  'paymentPassword.password.sixDigits': {
    ar: `كلمة مرور الدفع ${PAYMENT_PASSWORD_LENGTH} أرقام بالضبط.`,
    ckb: `وشەی نهێنی پارەدان تەواو ${PAYMENT_PASSWORD_LENGTH} ژمارەیە.`,
    en: `a payment password is exactly ${PAYMENT_PASSWORD_LENGTH} digits.`,
    zh: `支付密码必须是 ${PAYMENT_PASSWORD_LENGTH} 位数字。`,
  },
  'paymentPassword.confirmation.required': {
    ar: 'يرجى إدخال كلمة مرور الدفع مرة أخرى.',
    ckb: 'تکایە وشەی نهێنی پارەدان دووبارە بنووسەوە.',
    en: 'enter the payment password a second time.',
    zh: '请再次输入支付密码。',
  },
  'paymentPassword.confirmation.mismatch': {
    ar: 'كلمتا مرور الدفع غير متطابقتين.',
    ckb: 'دوو وشە نهێنییەکەی پارەدان وەک یەک نین.',
    en: 'the two payment passwords differ.',
    zh: '两次输入的支付密码不一致。',
  },
};

const allMessages: Record<string, Record<Locale, string>> = {
  ...messages,
  ...addressValidationMessages,
  ...inquiryValidationMessages,
};

/** The sentence for a domain rule key in `locale`, or null when `key` is not one (a zod message). */
export function validationMessage(locale: Locale, key: string): string | null {
  return Object.hasOwn(allMessages, key) ? (allMessages[key]?.[locale] ?? null) : null;
}
