import type { Locale } from '@tijara/domain';

/** The account calls' messages (spec section 8), merged into the server's catalogue. */
export const accountMessages = {
  loginRequired: {
    ar: 'يرجى تسجيل الدخول أولاً.',
    ckb: 'تکایە سەرەتا بچۆ ژوورەوە.',
    en: 'Please log in first.',
    zh: '请先登录。',
  },
  sessionEnded: {
    ar: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى.',
    ckb: 'دانیشتنەکەت کۆتایی هات، تکایە دووبارە بچۆ ژوورەوە.',
    en: 'Your session has ended; please log in again.',
    zh: '登录已失效，请重新登录。',
  },
  accountNotFound: {
    ar: 'الحساب غير موجود.',
    ckb: 'ئەم هەژمارە بوونی نییە.',
    en: 'This account does not exist.',
    zh: '账号不存在。',
  },
  wrongPassword: {
    ar: 'كلمة المرور غير صحيحة، تبقّى لك {remaining} محاولات.',
    ckb: 'وشەی نهێنی هەڵەیە، {remaining} هەوڵت ماوە.',
    en: 'Wrong password; {remaining} attempts left.',
    zh: '密码错误，还可尝试 {remaining} 次。',
  },
  tooManyWrongPasswords: {
    ar: 'محاولات خاطئة كثيرة، أعد المحاولة بعد {minutes} دقائق.',
    ckb: 'هەوڵی هەڵە زۆر بوو، دوای {minutes} خولەک دووبارە هەوڵ بدەرەوە.',
    en: 'Too many wrong passwords; try again in {minutes} minutes.',
    zh: '密码错误次数过多，请 {minutes} 分钟后再试。',
  },
  verificationCodeWrong: {
    ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية.',
    ckb: 'کۆدی پشتڕاستکردنەوە هەڵەیە یان بەسەرچووە.',
    en: 'The verification code is wrong or has expired.',
    zh: '验证码错误或已过期。',
  },
  emailCodeWrong: {
    ar: 'رمز التحقق المرسل إلى البريد الإلكتروني غير صحيح أو منتهي الصلاحية.',
    ckb: 'کۆدی پشتڕاستکردنەوەی ئیمەیڵ هەڵەیە یان بەسەرچووە.',
    en: 'The email verification code is wrong or has expired.',
    zh: '邮箱验证码错误或已过期。',
  },
  dailyLimitExceeded: {
    ar: 'تم تجاوز الحد اليومي، يرجى المحاولة غداً.',
    ckb: 'سنووری ڕۆژانە تێپەڕی، تکایە سبەی هەوڵ بدەرەوە.',
    en: 'The daily limit has been reached; please try again tomorrow.',
    zh: '已超过今日次数上限，请明天再试。',
  },
  codeResendWait: {
    ar: 'انتظر {seconds} ثانية قبل طلب رمز جديد.',
    ckb: '{seconds} چرکە چاوەڕێ بکە پێش داواکردنی کۆدێکی نوێ.',
    en: 'Wait {seconds} seconds before asking for another code.',
    zh: '请等待 {seconds} 秒后再获取验证码。',
  },
  newPasswordSameAsOld: {
    ar: 'كلمة المرور الجديدة مطابقة للقديمة.',
    ckb: 'وشەی نهێنی نوێ وەک کۆنەکەیە.',
    en: 'The new password is the same as the old one.',
    zh: '新密码不能与旧密码相同。',
  },
  oldPasswordWrong: {
    ar: 'كلمة المرور القديمة غير صحيحة.',
    ckb: 'وشەی نهێنی کۆن هەڵەیە.',
    en: 'The old password is wrong.',
    zh: '旧密码错误。',
  },
  loginPasswordWrong: {
    ar: 'كلمة مرور تسجيل الدخول غير صحيحة.',
    ckb: 'وشەی نهێنی چوونەژوورەوە هەڵەیە.',
    en: 'The login password is wrong.',
    zh: '登录密码错误。',
  },
  phoneNotRegistered: {
    ar: 'رقم الهاتف غير مسجل.',
    ckb: 'ئەم ژمارە مۆبایلە تۆمار نەکراوە.',
    en: 'This phone number is not registered.',
    zh: '该手机号未注册。',
  },
  noAccountForEmail: {
    ar: 'لا يوجد حساب مسجل بهذا البريد الإلكتروني.',
    ckb: 'هیچ هەژمارێک بەم ئیمەیڵە تۆمار نەکراوە.',
    en: 'No account is registered with this email.',
    zh: '该邮箱未注册账号。',
  },
  userNameTaken: {
    ar: 'اسم المستخدم موجود مسبقاً.',
    ckb: 'ئەم ناوی بەکارهێنەرە پێشتر هەیە.',
    en: 'This user name already exists.',
    zh: '用户名已存在。',
  },
  phoneTaken: {
    ar: 'رقم الهاتف موجود مسبقاً.',
    ckb: 'ئەم ژمارە مۆبایلە پێشتر هەیە.',
    en: 'This phone number already exists.',
    zh: '手机号已存在。',
  },
  emailTaken: {
    ar: 'البريد الإلكتروني مسجل مسبقاً.',
    ckb: 'ئەم ئیمەیڵە پێشتر تۆمار کراوە.',
    en: 'This email is already registered.',
    zh: '邮箱已被注册。',
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
  loginFailed: {
    ar: 'فشل تسجيل الدخول.',
    ckb: 'چوونەژوورەوە سەرکەوتوو نەبوو.',
    en: 'Login failed.',
    zh: '登录失败。',
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
