export {
  LOGIN_MODES,
  LoginPanel,
  SOCIAL_PROVIDERS,
  type LoginMode,
  type LoginPanelProps,
  type SocialProvider,
  type SocialSignInProvider,
} from './LoginPanel';
export { LoginDialog, type LoginDialogProps } from './LoginDialog';
export { loginPanelMessages } from './LoginPanel.messages';
export type { LoginErrorText, LoginFailure, LoginOutcome } from './loginOutcome';
