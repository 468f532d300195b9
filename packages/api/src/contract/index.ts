// The /pdpd wire contract. No React here: the server imports this module.
export * from './envelope';
export * from './endpoint';
export { getRate } from './business/getRate';
export * from './account';
export * from './address';
export * from './catalogue';
export * from './inquiry';

import * as account from './account';
import * as address from './address';
import * as catalogue from './catalogue';
import * as inquiry from './inquiry';
import { getRate } from './business/getRate';
import type { Endpoint } from './endpoint';

/** Every endpoint of the contract, for the server's router and for tooling. */
export const endpoints: readonly Endpoint[] = [
  getRate,
  account.login,
  account.logout,
  account.userInfo,
  account.register,
  account.checkEmail,
  account.checkPhone,
  account.checkUserName,
  account.sendEmailCode,
  account.forgetPassword,
  account.changePassword,
  account.sendWhatsAppLoginCode,
  account.checkWhatsAppCode,
  account.setPaymentPassword,
  account.resetPaymentPassword,
  address.listAreas,
  address.listAddresses,
  address.addAddress,
  address.updateAddress,
  address.deleteAddress,
  catalogue.helloCategoryTree,
  catalogue.rootCategory,
  catalogue.subCategoryTree,
  catalogue.listSubCategory,
  catalogue.helloPage,
  catalogue.productDetail,
  catalogue.recommendedProducts,
  catalogue.productDescription,
  catalogue.freightEstimate,
  catalogue.randomProducts,
  catalogue.hotWords,
  catalogue.listBanners,
  catalogue.listEvents,
  catalogue.websiteContent,
  catalogue.brandCooperationList,
  catalogue.brandList,
  catalogue.brandDetail,
  catalogue.warehouseList,
  inquiry.submitQuoteRequest,
];
