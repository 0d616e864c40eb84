// The help centre and the ticket form against the real stack (tests/helpers/liveGateway.ts): the panes' queries and
// the raiseTicket mutation (attachments included, as a GraphQL multipart request) go through the gateway, and the
// stored tickets are read from the REST API's database.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all, first } from '../../rest-api/src/db/queries.ts';
import { Toasts } from '../../web/src/feedback/Toasts.tsx';
import { toaster } from '../../web/src/feedback/toaster.tsx';
import type { HelpCentrePaneQuery as HelpCentrePaneQueryType } from '../../web/src/pages/HelpCentrePane/__generated__/HelpCentrePaneQuery.graphql.ts';
import { HelpCentrePane, HelpCentrePaneQuery } from '../../web/src/pages/HelpCentrePane/HelpCentrePane.tsx';
import type { RaiseTicketPaneQuery as RaiseTicketPaneQueryType } from '../../web/src/pages/RaiseTicketPane/__generated__/RaiseTicketPaneQuery.graphql.ts';
import {
  RaiseTicketPage,
  RaiseTicketPane,
  RaiseTicketPaneQuery,
} from '../../web/src/pages/RaiseTicketPane/RaiseTicketPane.tsx';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import { liveEnvironment, useLiveStack } from '../helpers/liveGateway.ts';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';
import { PNG_1X1 } from '../helpers/uploadHelpers.ts';

const live = useLiveStack();
const gatewayEnvironment = (options?: { guest?: boolean }) => liveEnvironment(live, options);

afterEach(cleanup);

type View = Awaited<ReturnType<typeof renderStorefront>>;

async function openHelpCentre(environment = gatewayEnvironment()): Promise<View> {
  const view = await renderStorefront<HelpCentrePaneQueryType>(<HelpCentrePane />, {
    environment: environment as unknown as MockEnvironment,
    path: '/my-account',
    url: '/my-account?pane=help-centre',
    query: HelpCentrePaneQuery,
    variables: {},
  });
  await screen.findByRole('heading', { name: 'Help Centre' }, { timeout: 10_000 });
  return view;
}

async function openRaiseTicket(environment = gatewayEnvironment()): Promise<View> {
  const view = await renderStorefront<RaiseTicketPaneQueryType>(
    <>
      <RaiseTicketPane />
      <Toasts />
    </>,
    {
      environment: environment as unknown as MockEnvironment,
      path: '/my-account',
      url: '/my-account?pane=raise-ticket',
      query: RaiseTicketPaneQuery,
      variables: {},
    },
  );
  await screen.findByRole('heading', { name: 'Raise a Ticket' }, { timeout: 10_000 });
  return view;
}

const select = (name: string, value: string) =>
  act(async () => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } }));
const type = (name: string, value: string) =>
  act(async () => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } }));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Ticket' })));
const ticketCount = async () =>
  ((await first(live.queries, sql`SELECT COUNT(*) AS n FROM tickets`)) as { n: number }).n;
const png = (name: string) => new File([PNG_1X1], name, { type: 'image/png' });

afterEach(() => {
  live.sent.length = 0;
  // The toaster is the app's one store of toasts: each test starts without the previous test's.
  toaster.remove();
});

describe('the help centre', () => {
  it('shows the seeded ticket under the open ones, none closed, the ways to reach support and the FAQ, first answer open', async () => {
    await openHelpCentre();
    const open = within(screen.getByRole('region', { name: 'Open Tickets' }));
    const ticket = within(open.getByRole('article', { name: 'Damaged package' }));
    expect(ticket.getByText('In Progress')).toBeTruthy();
    expect(ticket.getByText('TKT0001')).toBeTruthy();
    expect(ticket.getByText('Order Issue')).toBeTruthy();
    expect(ticket.getByText(ORDERS.delivered.id)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Closed Tickets' })).getByText('No Tickets')).toBeTruthy();

    const raise = within(screen.getByRole('region', { name: 'Raise a Ticket' }));
    expect(raise.getByText('Response time: 12 Hr')).toBeTruthy();
    expect(raise.getByRole('link', { name: 'Raise a Ticket' }).getAttribute('href')).toBe(
      '/my-account?pane=raise-ticket',
    );
    const callback = within(screen.getByRole('region', { name: 'Request Callback' }));
    expect(callback.getByText('Response time: 24hr - 72hr')).toBeTruthy();
    expect(callback.getByText(/raise a ticket to Customer Support/)).toBeTruthy();

    const faq = (await all(live.queries, sql`SELECT question, answer FROM faq ORDER BY position`)) as {
      question: string;
      answer: string;
    }[];
    const faqRegion = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const triggers = faqRegion.getAllByRole('button');
    expect(triggers.map((t) => t.textContent)).toEqual(faq.map((f) => f.question));
    expect(triggers.map((t) => t.getAttribute('aria-expanded'))).toEqual(faq.map((_, i) => String(i === 0)));
    const firstAnswer = screen.getByRole('region', { name: faq[0]!.question });
    expect(firstAnswer.hidden).toBe(false);
    expect(firstAnswer.textContent).toBe(new DOMParser().parseFromString(faq[0]!.answer, 'text/html').body.textContent);
    expect(firstAnswer.querySelector('script, [onclick]')).toBeNull();
  });
});

describe('raising a ticket', () => {
  it('raises it with an image through the real multipart upload, stores it, and the help centre lists it first', async () => {
    const environment = gatewayEnvironment();
    await openHelpCentre(environment);
    cleanup();
    const { router } = await openRaiseTicket(environment);
    const before = await ticketCount();

    await select('Department', 'CUSTOMER_SUPPORT');
    await select('Issue', 'Order Issue');
    await select('Order ID', ORDERS.delivered.id);
    await type('Subject', 'Wrong colour');
    await type('Details', 'The packet holds the blue variant, I ordered red.');
    const files = screen.getByLabelText('Attachments');
    await act(async () => fireEvent.change(files, { target: { files: [png('label.png'), png('wrong.png')] } }));
    const chosen = () =>
      within(screen.getByRole('list', { name: 'Chosen attachments' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(chosen()).toEqual(['label.png', 'wrong.png']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove label.png' })));
    expect(chosen()).toEqual(['wrong.png']);

    await submit();
    expect(await screen.findByText('Ticket submitted successfully!', {}, { timeout: 5000 })).toBeTruthy();
    expect(live.sent).toContain('useRaiseTicketMutation');
    expect(await ticketCount()).toBe(before + 1);
    const row = (await first(live.queries, sql`SELECT * FROM tickets WHERE subject = 'Wrong colour'`)) as Record<
      string,
      string
    >;
    expect(row).toMatchObject({
      userId: USERS.demo.id,
      departmentName: 'Customer Support',
      issue: 'Order Issue',
      orderId: ORDERS.delivered.id,
      details: 'The packet holds the blue variant, I ordered red.',
    });
    expect(JSON.parse(row.attachments!)).toHaveLength(1);
    // The form is cleared, and two seconds later the help centre opens.
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen attachments' })).toBeNull();
    expect(router.state.location.search).toBe('?pane=raise-ticket');
    await waitFor(() => expect(router.state.location.search).toBe('?pane=help-centre'), { timeout: 3500 });
    cleanup();

    // The help centre shows it from the store (the mutation's updater), without asking the gateway again.
    live.sent.length = 0;
    await openHelpCentre(environment);
    expect(live.sent).toEqual([]);
    const open = within(screen.getByRole('region', { name: 'Open Tickets' }));
    const articles = open.getAllByRole('article');
    expect(
      articles.map(
        (a) =>
          a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(['Wrong colour', 'Damaged package']);
    const created = within(articles[0]!);
    expect(created.getByText('Pending')).toBeTruthy();
    expect(created.getByText(String(row.id))).toBeTruthy();
    // Image URLs are absolute, on the gateway's public origin.
    expect(new URL(created.getByRole('img').getAttribute('src')!).pathname).toBe(JSON.parse(row.attachments!)[0]);
  });

  it("asks for the required fields and for an order, and stores nothing until they're given", async () => {
    await openRaiseTicket();
    const before = await ticketCount();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill out all required fields.');
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await select('Department', 'CUSTOMER_SUPPORT');
    await select('Issue', 'Order Issue');
    await type('Subject', 'Late delivery');
    await type('Details', 'It has not arrived.');
    await submit();
    expect(screen.getByText('Please select an Order ID.')).toBeTruthy();
    expect(screen.queryByText('Please fill out all required fields.')).toBeNull();
    expect(live.sent).not.toContain('useRaiseTicketMutation');
    expect(await ticketCount()).toBe(before);

    // A seller needs no order: the issues are the seller's, and the ticket goes without one.
    await select('Department', 'SELLER');
    expect(
      within(screen.getByRole('combobox', { name: 'Issue' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Issue', 'Report', 'Ask a Question']);
    await select('Issue', 'Ask a Question');
    await submit();
    expect(await screen.findByText('Ticket submitted successfully!', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      await first(live.queries, sql`SELECT departmentName, orderId FROM tickets WHERE subject = 'Late delivery'`),
    ).toEqual({ departmentName: 'Seller', orderId: null });
  });

  it('opens at /raise-ticket for a guest, outside the account, and sends the guest to sign in on submit', async () => {
    const before = await ticketCount();
    await renderStorefront<RaiseTicketPaneQueryType>(<RaiseTicketPage />, {
      environment: gatewayEnvironment({ guest: true }) as unknown as MockEnvironment,
      path: '/raise-ticket',
      url: '/raise-ticket',
      query: RaiseTicketPaneQuery,
      variables: {},
    });
    expect(await screen.findByRole('heading', { name: 'Raise a Ticket' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'My account' })).toBeNull();
    expect(
      within(screen.getByRole('combobox', { name: 'Department' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Department', 'Customer Support', 'Seller']);
    await type('Subject', 'Question');
    await submit();
    expect(screen.getByText('at /login?redirect=%2Fraise-ticket')).toBeTruthy();
    expect(live.sent).not.toContain('useRaiseTicketMutation');
    expect(await ticketCount()).toBe(before);
  });
});
