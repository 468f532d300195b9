/** Spec section 7: the `type` of a login request, which decides the fields it carries. */
export const LOGIN_TYPE = {
  /** account and password */
  password: 1,
  /** account (the phone), code and areaId */
  phoneCode: 2,
  /** code and thirdRedirectUrl */
  google: 3,
  /** openId and thirdPartyInfo */
  facebook: 4,
  /** code (the identity token) and thirdPartyInfo */
  apple: 5,
} as const;

export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** Spec section 3: the profile a social sign-in hands over with a login request. */
export interface ThirdPartyInfo {
  openId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  avatar?: string;
}
