// The schemas of the account calls (`accountCalls.ts`), one file per call.
export { changePassword } from './changePassword';
export { checkEmail } from './checkEmail';
export { checkPhone } from './checkPhone';
export { checkUserName } from './checkUserName';
export { checkWhatsAppCode } from './checkWhatsAppCode';
export { forgetPassword } from './forgetPassword';
export { login } from './login';
export { logout } from './logout';
export { register } from './register';
export { resetPaymentPassword } from './resetPaymentPassword';
export { sendEmailCode } from './sendEmailCode';
export { sendWhatsAppLoginCode } from './sendWhatsAppLoginCode';
export { setPaymentPassword } from './setPaymentPassword';
export { userInfo } from './userInfo';
