import { useSearchParams } from 'react-router-dom';
import { MyOrdersPane } from '../MyOrdersPane/MyOrdersPane.tsx';
import { AccountPage } from './AccountPage.tsx';

/** `/my-account`: the pane `?pane=` names (My Orders), else the profile; the loader started that pane's query. */
export function AccountRoute() {
  const [params] = useSearchParams();
  return params.get('pane') === 'my-orders' ? <MyOrdersPane /> : <AccountPage />;
}
