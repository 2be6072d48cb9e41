import { Redirect, Route, Switch } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { GoogleConfirmPage } from './google-confirm-page.tsx';
import { PasswordCodePage } from './password-code-page.tsx';
import { PasswordLinkPage } from './password-link-page.tsx';
import { RecoveryPage } from './recovery-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SignOutPage } from './sign-out-page.tsx';
import { SignUpConfirmPage } from './sign-up-confirm-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';

/** The sign section, relative to /:lang/sign; one chunk for all its pages. */
export function SignRoutes() {
  const locale = useLocale();
  return (
    <Switch>
      <Route path="/" component={SignInPage} />
      <Route path="/up" component={SignUpPage} />
      <Route path="/up/:token">{(params) => <SignUpConfirmPage token={params.token} />}</Route>
      <Route path="/out" component={SignOutPage} />
      <Route path="/recovery" component={RecoveryPage} />
      <Route path="/password/code/:identifier">{(params) => <PasswordCodePage identifier={params.identifier} />}</Route>
      <Route path="/password/:id/:token">{(params) => <PasswordLinkPage id={params.id} token={params.token} />}</Route>
      <Route path="/google/:token">{(params) => <GoogleConfirmPage token={params.token} />}</Route>
      <Route>
        <Redirect to={`~${localePath(locale, 'erreur')}`} replace />
      </Route>
    </Switch>
  );
}
