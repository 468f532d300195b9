import { BUSINESS_CODE } from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { commonMessages } from '../../i18n';
import { AllLocales } from '../../stories/AllLocales';
import { domainText, uiText } from '../../stories/uiText';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { passwordFieldMessages } from '../PasswordField/PasswordField.messages';
import { LoginDialog } from './LoginDialog';
import { LoginPanel, SOCIAL_PROVIDERS } from './LoginPanel';
import { loginPanelMessages, type LoginPanelMessageKey } from './LoginPanel.messages';
import type { LoginOutcome } from './loginOutcome';

/** The send-code countdown's clock: play functions move it instead of waiting a minute. */
const clock = { now: 1_750_000_000_000 };
const now = () => clock.now;

const ok = (): Promise<LoginOutcome> => Promise.resolve({ ok: true });
const fails = (code: number) => (): Promise<LoginOutcome> => Promise.resolve({ ok: false, code });

const meta = {
  title: 'Storefront/LoginPanel',
  component: LoginPanel,
  args: {
    onPasswordLogin: fn(ok),
    onPhoneCodeLogin: fn(ok),
    onSendCode: fn(ok),
    onSocialLogin: fn(ok),
    onLoggedIn: fn(),
    onModeChange: fn(),
    // The app's registration page; a story's link stays on the story.
    registerHref: '#register',
    now,
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const text = (globals: Globals, key: LoginPanelMessageKey, values?: Record<string, number>) =>
  uiText(globals, loginPanelMessages, key, values);

export const PasswordMode: Story = {
  name: 'Password mode: show/hide, Enter submits',
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('heading', { name: text(globals, 'title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text(globals, 'passwordMode') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: text(globals, 'register') })).toHaveAttribute(
      'href',
      '#register',
    );
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), '  ali.iq ');
    const password = canvas.getByLabelText(text(globals, 'password'), { selector: 'input' });
    await userEvent.type(password, 'secret12');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'show') }),
    );
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, passwordFieldMessages, 'hide') }),
    );
    await userEvent.type(password, '{Enter}');
    // The domain's schema trims the account; the password is sent as typed.
    await waitFor(() =>
      expect(args.onPasswordLogin).toHaveBeenCalledWith({ account: 'ali.iq', password: 'secret12' }),
    );
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledOnce());
  },
};

export const EmptyFieldsDoNothing: Story = {
  name: 'Empty fields: the login button does nothing',
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'logIn') }));
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text(globals, 'account'))).toHaveAccessibleDescription(
      domainText(globals, 'account.userNameOrPhone.required'),
    );
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'logIn') }));
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();

    // Phone mode: a phone without a code does nothing either.
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') }));
    await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'phone') }), '7701234567');
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'logIn') }));
    await expect(args.onPhoneCodeLogin).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text(globals, 'code'))).toHaveAccessibleDescription(
      domainText(globals, 'account.code.required'),
    );
  },
};

/** A login that never answers, to show the panel while it runs. */
const neverAnswers = () => new Promise<never>(() => undefined);

export const LoginInProgress: Story = {
  name: 'Login in progress: pressing again does nothing',
  args: { onPasswordLogin: fn(neverAnswers) },
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    await userEvent.type(
      canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }),
      'secret12{Enter}',
    );
    const login = canvas.getByRole('button', { name: text(globals, 'logIn') });
    await waitFor(() => expect(login.closest('form')).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(login);
    await userEvent.type(canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }), '{Enter}');
    await expect(args.onPasswordLogin).toHaveBeenCalledOnce();
  },
};

export const ModeToggle: Story = {
  name: 'Mode toggle keeps what was typed',
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('phoneCode');
    await expect(canvas.queryByLabelText(text(globals, 'account'))).toBeNull();
    const phone = canvas.getByRole('textbox', { name: text(globals, 'phone') });
    await userEvent.type(phone, '7701234567');
    // Iraq is preselected (spec section 3).
    await expect(canvas.getByRole('button', { name: /\+964/ })).toBeVisible();
    // Keyboard: the arrow keys move between the tabs.
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') }));
    await userEvent.keyboard(globals.locale === 'en' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('password');
    await expect(canvas.getByLabelText(text(globals, 'account'))).toHaveValue('ali');
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') }));
    await expect(canvas.getByRole('textbox', { name: text(globals, 'phone') })).toHaveValue('7701234567');
  },
};

export const PhoneCodeLogin: Story = {
  name: 'Phone code: login with country, phone and code',
  args: { defaultMode: 'phoneCode' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'phone') }), '07701234567');
    await userEvent.type(canvas.getByLabelText(text(globals, 'code')), '123456{Enter}');
    await waitFor(() =>
      expect(args.onPhoneCodeLogin).toHaveBeenCalledWith({
        areaId: '964',
        phone: '7701234567',
        code: '123456',
      }),
    );
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledOnce());
    // The screenshot shows the panel at rest, not the focus ring's first frames.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const SendCodeCountdown: Story = {
  name: 'Send code: disabled for 60 s with a countdown',
  args: { defaultMode: 'phoneCode' },
  play: async ({ canvas, args, globals }) => {
    clock.now = 1_750_000_000_000;
    await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'phone') }), '7701234567');
    const send = canvas.getByRole('button', { name: text(globals, 'sendCode') });
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ areaId: '964', phone: '7701234567' }));
    await waitFor(() => expect(send).toHaveTextContent(text(globals, 'resendIn', { seconds: 60 })));
    await expect(send).toBeDisabled();
    clock.now += 59_000;
    await waitFor(() => expect(send).toHaveTextContent(text(globals, 'resendIn', { seconds: 1 })));
    await expect(send).toBeDisabled();
    clock.now += 1_000;
    await waitFor(() => expect(send).toBeEnabled());
    await expect(send).toHaveTextContent(text(globals, 'sendCode'));
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledTimes(2));
    // Back to the start of a fresh wait for the screenshot.
    await waitFor(() => expect(send).toHaveTextContent(text(globals, 'resendIn', { seconds: 60 })));
  },
};

export const PhoneNotRegistered: Story = {
  name: 'Send code: 6062 shows an inline error',
  args: {
    defaultMode: 'phoneCode',
    onSendCode: fn(fails(BUSINESS_CODE.phoneNotRegistered)),
  },
  play: async ({ canvas, globals }) => {
    const phone = canvas.getByRole('textbox', { name: text(globals, 'phone') });
    await userEvent.type(phone, '7709999999');
    const send = canvas.getByRole('button', { name: text(globals, 'sendCode') });
    await userEvent.click(send);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(domainText(globals, 'error.phoneNotRegistered')),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // What the buyer typed is kept, and no countdown starts.
    await expect(phone).toHaveValue('7709999999');
    await expect(send).toBeEnabled();
  },
};

export const EmptyPhone: Story = {
  name: 'Send code: empty phone says "enter phone number"',
  args: { defaultMode: 'phoneCode' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'sendCode') }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: text(globals, 'phone') })).toHaveAccessibleDescription(
      domainText(globals, 'account.phone.required'),
    );
  },
};

export const ServerError: Story = {
  name: "A failure from the caller in the buyer's language",
  args: {
    onPasswordLogin: fn(fails(BUSINESS_CODE.wrongPassword)),
  },
  play: async ({ canvas, globals }) => {
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    await userEvent.type(
      canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }),
      'wrong1{Enter}',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      domainText(globals, 'error.wrongPassword'),
    );
    await expect(canvas.getByLabelText(text(globals, 'account'))).toHaveValue('ali');
    await expect(canvas.getByLabelText(text(globals, 'password'), { selector: 'input' })).toHaveValue(
      'wrong1',
    );
  },
};

export const SocialLogin: Story = {
  name: 'Social options: Google, Facebook, Apple sign in',
  play: async ({ canvas, args, globals }) => {
    for (const provider of SOCIAL_PROVIDERS) {
      await expect(canvas.getByRole('button', { name: text(globals, provider) })).toBeVisible();
    }
    for (const provider of ['google', 'facebook', 'apple'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: text(globals, provider) }));
      await waitFor(() => expect(args.onSocialLogin).toHaveBeenLastCalledWith(provider));
    }
    await expect(args.onSocialLogin).toHaveBeenCalledTimes(3);
    // Each provider's success is a sign-in.
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(3));
  },
};

export const WhatsAppOption: Story = {
  name: 'WhatsApp option: opens the phone-code form, not a sign-in',
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    // From the keyboard: Enter on the option.
    const whatsapp = canvas.getByRole('button', { name: text(globals, 'whatsapp') });
    whatsapp.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const phone = canvas.getByRole('textbox', { name: text(globals, 'phone') });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(args.onModeChange).toHaveBeenCalledWith('phoneCode');
    await expect(args.onSocialLogin).not.toHaveBeenCalled();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    // Pressed again in the phone-code form, it only brings the cursor back to the phone.
    await userEvent.click(canvas.getByLabelText(text(globals, 'code')));
    await userEvent.click(whatsapp);
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(args.onModeChange).toHaveBeenCalledOnce();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    // What was typed in the password form is kept.
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'passwordMode') }));
    await expect(canvas.getByLabelText(text(globals, 'account'))).toHaveValue('ali');
    await userEvent.click(canvas.getByRole('tab', { name: text(globals, 'phoneCodeMode') }));
    // The screenshot shows the phone-code form at rest.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const WrongPasswordAttemptsLeft: Story = {
  name: '6024: wrong password, with the attempts left',
  args: {
    onPasswordLogin: fn((): Promise<LoginOutcome> =>
      Promise.resolve({
        ok: false,
        code: BUSINESS_CODE.wrongPassword,
        data: { remainingAttempts: 3 },
      }),
    ),
  },
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(canvas.getByLabelText(text(globals, 'account')), 'ali');
    await userEvent.type(
      canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }),
      'wrong1{Enter}',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      domainText(globals, 'error.wrongPasswordAttemptsLeft', { remaining: 3 }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('3');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }), '2');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText(text(globals, 'password'), { selector: 'input' }), '{Enter}');
    await canvas.findByRole('alert');
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const InDialog: Story = {
  name: 'Closable modal',
  parameters: { screenshotTarget: 'body' },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{text(globals, 'logIn')}</Button>
      <LoginDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: text(globals, 'logIn') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'title') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The WhatsApp option is not a sign-in: the dialog stays, on the phone-code form.
    await userEvent.click(screen.getByRole('button', { name: text(globals, 'whatsapp') }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: text(globals, 'phone') })).toHaveFocus());
    await expect(screen.getByRole('dialog', { name: text(globals, 'title') })).toBeVisible();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, commonMessages, 'close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes it too; a successful login closes it by itself.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByLabelText(text(globals, 'account')), 'ali');
    await userEvent.type(
      screen.getByLabelText(text(globals, 'password'), { selector: 'input' }),
      'secret12{Enter}',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLoggedIn).toHaveBeenCalledOnce();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};

export const InAllLocales: Story = {
  name: 'All locales',
  render: (args) => <AllLocales>{() => <LoginPanel {...args} />}</AllLocales>,
};
