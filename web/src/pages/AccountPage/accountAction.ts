import type { ActionFunctionArgs } from 'react-router-dom';
import { addressAction } from '../AddressesPane/addressAction.ts';
import { paneOf } from './accountPanes.ts';

/** `/my-account`'s forms posted without the app, by pane: the address form's page is the one. */
export function accountAction(args: ActionFunctionArgs) {
  if (paneOf(new URL(args.request.url).searchParams) === 'address') return addressAction(args);
  throw new Response(null, { status: 405, statusText: 'Method Not Allowed' });
}
