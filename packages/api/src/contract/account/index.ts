import type { Endpoint } from '../endpoint';
import { changePassword } from './changePassword';
import { checkEmail } from './checkEmail';
import { checkPhone } from './checkPhone';
import { checkUserName } from './checkUserName';
import { checkWhatsAppCode } from './checkWhatsAppCode';
import { forgetPassword } from './forgetPassword';
import { login } from './login';
import { logout } from './logout';
import { register } from './register';
import { resetPaymentPassword } from './resetPaymentPassword';
import { sendEmailCode } from './sendEmailCode';
import { sendWhatsAppLoginCode } from './sendWhatsAppLoginCode';
import { setPaymentPassword } from './setPaymentPassword';
import { userInfo } from './userInfo';

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
export { thirdPartyInfoSchema } from './thirdPartyInfo';
export { userInfo } from './userInfo';

/** Every call of the account area, for the contract's `endpoints`. */
export const accountEndpoints: readonly Endpoint[] = [
  login,
  logout,
  userInfo,
  register,
  checkEmail,
  checkPhone,
  checkUserName,
  sendEmailCode,
  forgetPassword,
  changePassword,
  sendWhatsAppLoginCode,
  checkWhatsAppCode,
  setPaymentPassword,
  resetPaymentPassword,
];
