import type { Endpoint } from '../endpoint';
import {
  changePassword,
  checkEmail,
  checkPhone,
  checkUserName,
  checkWhatsAppCode,
  forgetPassword,
  login,
  logout,
  register,
  resetPaymentPassword,
  sendEmailCode,
  sendWhatsAppLoginCode,
  setPaymentPassword,
  userInfo,
} from './accountCalls';

export * from './accountCalls';

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
