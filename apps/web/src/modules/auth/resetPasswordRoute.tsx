import { ResetPasswordPage } from './ResetPasswordPage';

export const Component = ResetPasswordPage;
