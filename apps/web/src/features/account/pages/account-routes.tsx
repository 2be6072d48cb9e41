import { SCOPES } from '@boutique/domain';
import { Redirect, Route, Switch } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { AccountLayout } from '../components/account-layout.tsx';
import { RequireScope } from '../components/require-scope.tsx';
import { AddressesPage } from './addresses-page.tsx';
import { AmbassadorPage } from './ambassador-page.tsx';
import { DevicesPage } from './devices-page.tsx';
import { OrderPage } from './order-page.tsx';
import { OrdersPage } from './orders-page.tsx';
import { ProfilePage } from './profile-page.tsx';

/** The customer area, relative to /:lang/mon-compte, behind the user scope. */
export default function AccountRoutes() {
  const locale = useLocale();
  return (
    <RequireScope scope={SCOPES.user}>
      <AccountLayout>
        <Switch>
          <Route path="/" component={ProfilePage} />
          <Route path="/adresses" component={AddressesPage} />
          <Route path="/commandes" component={OrdersPage} />
          <Route path="/appareils" component={DevicesPage} />
          <Route path="/commandes/:hash">{(params) => <OrderPage params={params} />}</Route>
          <Route path="/ambassadeur" component={AmbassadorPage} />
          <Route>
            <Redirect to={`~${localePath(locale, 'erreur')}`} replace />
          </Route>
        </Switch>
      </AccountLayout>
    </RequireScope>
  );
}
