import { ACCOUNT_MESSAGES } from '@gfj/contracts/accounts';
import { Button } from '../../components/ui/button.tsx';
import { useApiClient, useAppState } from './app-state.tsx';
import { AuthDialogFrame } from './auth-dialog-frame.tsx';
import { AuthLink } from './auth-link.tsx';
import type { AuthView } from './auth-modals.tsx';
import { register, requestPasswordReset, signIn } from './auth-requests.ts';
import { RegisterForm } from './register-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

function reloadPage() {
  window.location.reload();
}

/** The sign-in modal and its five states (core 2, 4). */
export default function SignInDialog({
  view,
  onViewChange,
  onClose,
}: {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  onClose: () => void;
}) {
  const api = useApiClient();
  const state = useAppState();
  // Closing after a register or reset success reloads the page (core 2).
  const isSuccess = view === 'register-success' || view === 'reset-request-success';
  const close = isSuccess ? reloadPage : onClose;

  switch (view) {
    case 'login':
      return (
        <AuthDialogFrame
          title="Sign in"
          description="Welcome back! Sign in to your Good Food Jobs account."
          onClose={close}
        >
          <SignInForm
            key="login"
            action="/login"
            forgotLink={
              <AuthLink to="/reset-password" onSwitch={() => onViewChange('reset-request')}>
                forgot?
              </AuthLink>
            }
            onValid={async (values) => {
              const outcome = await signIn(api, values);
              if (outcome.ok) {
                reloadPage();
                return;
              }
              return outcome.result;
            }}
          />
          <p className="dialog__switch">
            <AuthLink to="/register" onSwitch={() => onViewChange('register')}>
              not a member yet? join us
            </AuthLink>
          </p>
        </AuthDialogFrame>
      );
    case 'register':
      return (
        <AuthDialogFrame
          title="Join"
          description="Create your free account to follow jobs, save searches and post listings."
          onClose={close}
        >
          <RegisterForm
            key="register"
            action="/register"
            onValid={async (values) => {
              const outcome = await register(api, values);
              if (outcome.ok) {
                onViewChange('register-success');
                return;
              }
              return outcome.result;
            }}
          />
          <p className="dialog__switch">
            <AuthLink to="/login" onSwitch={() => onViewChange('login')}>
              already a member? sign in
            </AuthLink>
          </p>
        </AuthDialogFrame>
      );
    case 'register-success':
      return (
        <AuthDialogFrame title="Welcome to Good Food Jobs!" tone="success" onClose={close}>
          <p className="dialog__message">{ACCOUNT_MESSAGES.registered}</p>
          <Button size="lg" onClick={close} className="dialog__action">
            Close
          </Button>
        </AuthDialogFrame>
      );
    case 'reset-request':
      return (
        <AuthDialogFrame title="Forgot Password" onClose={close}>
          <ResetRequestForm
            key="reset"
            action="/reset-password"
            hidden={{ _token: state.resetPasswordRequestCsrfToken }}
            onValid={async ({ email }) => {
              const outcome = await requestPasswordReset(api, state, email);
              if (outcome.ok) {
                onViewChange('reset-request-success');
                return;
              }
              return outcome.result;
            }}
          />
          <p className="dialog__switch">
            <AuthLink to="/login" onSwitch={() => onViewChange('login')}>
              back to Sign in
            </AuthLink>
          </p>
        </AuthDialogFrame>
      );
    case 'reset-request-success':
      return (
        <AuthDialogFrame title="Forgot Password" viewKey="reset-success" tone="success" onClose={close}>
          <p className="dialog__message">{ACCOUNT_MESSAGES.resetRequestSent}</p>
          <Button size="lg" onClick={close} className="dialog__action">
            Close
          </Button>
        </AuthDialogFrame>
      );
  }
}
