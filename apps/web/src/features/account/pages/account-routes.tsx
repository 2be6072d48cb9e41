import { SCOPES } from '@boutique/domain';
import { Redirect, Route, Switch } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { AccountLayout } from '../components/account-layout.tsx';
import { RequireScope } from '../components/require-scope.tsx';
import { ProfilePage } from './profile-page.tsx';

/** The customer area (spec §2), relative to /:lang/mon-compte, behind the user scope. */
export default function AccountRoutes() {
  const locale = useLocale();
  return (
    <RequireScope scope={SCOPES.user}>
      <AccountLayout>
        <Switch>
          <Route path="/" component={ProfilePage} />
          <Route>
            <Redirect to={`~${localePath(locale, 'erreur')}`} replace />
          </Route>
        </Switch>
      </AccountLayout>
    </RequireScope>
  );
}
