import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ArrowLeft, X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { z } from '../../forms/zod.ts';
import { BackTitle } from '../../components/BackTitle.tsx';
import { FormAlert, FormField } from '../../components/FormField.tsx';
import { toast } from '../../feedback/toast.ts';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useRaiseTicket } from '../../mutations/useRaiseTicket.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { signInPath } from '../../session/redirect.ts';
import { formatPastDay } from '../../time/dates.ts';
import { accountPanePath } from '../AccountPage/accountPanes.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { RaiseTicketPane_query$key, TicketDepartment } from './__generated__/RaiseTicketPane_query.graphql.ts';
import type { RaiseTicketPaneQuery as RaiseTicketPaneQueryType } from './__generated__/RaiseTicketPaneQuery.graphql.ts';

export const RaiseTicketPaneQuery = graphql`
  query RaiseTicketPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
    }
    ...RaiseTicketPane_query
  }
`;

const HELP_CENTRE = accountPanePath('help-centre');
const REQUIRED = 'Please fill out all required fields.';
const ORDER_REQUIRED = 'Please select an Order ID.';
const FAILED = 'Failed to submit ticket. Please try again.';
/** What the gateway accepts (schema: RaiseTicketInput.attachments). */
const MAX_ATTACHMENTS = 5;
const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
/** How long the success shows before the help centre opens (2 seconds). */
const BACK_TO_HELP_CENTRE_MS = 2000;

/** `/my-account?pane=raise-ticket`: the ticket form inside the account, with a way back to the help centre. */
export function RaiseTicketPane() {
  const data = useRouteQuery<RaiseTicketPaneQueryType>(RaiseTicketPaneQuery);
  return (
    <AccountLayout viewer={data.viewer} title="Raise a Ticket">
      <Link asChild alignSelf="start" fontSize="sm" colorPalette="blue" color="colorPalette.fg">
        <RouterLink to={HELP_CENTRE}>
          <ArrowLeft aria-hidden size="1em" /> Back to Help Centre
        </RouterLink>
      </Link>
      <RaiseTicketForm query={data} />
    </AccountLayout>
  );
}

/**
 * `/raise-ticket`: the same form on its own page, which a guest may open (the route is not guarded); a guest who
 * submits is sent to sign in and brought back here.
 */
export function RaiseTicketPage() {
  const data = useRouteQuery<RaiseTicketPaneQueryType>(RaiseTicketPaneQuery);
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <BackTitle to={HELP_CENTRE} label="Back to Help Centre">
        <Heading as="h1" size="xl">
          Raise a Ticket
        </Heading>
      </BackTitle>
      <RaiseTicketForm query={data} />
    </Stack>
  );
}

type Department = Exclude<TicketDepartment, '%future added value'>;

const values = z.object({
  department: z.string(),
  issue: z.string(),
  orderId: z.string(),
  subject: z.string(),
  details: z.string(),
  attachments: z.array(z.instanceof(File)),
});

/**
 * The form's rules: department, issue, subject and details required ('Please fill out all required
 * fields.'), an order unless the department needs none ('Please select an Order ID.'), images only as attachments.
 */
function ticketSchema(needsOrder: (department: string) => boolean) {
  return values.superRefine((value, ctx) => {
    for (const name of ['department', 'issue', 'subject', 'details'] as const) {
      if (value[name].trim() === '') ctx.addIssue({ code: 'custom', path: [name], message: REQUIRED });
    }
    if (value.department && needsOrder(value.department) && !value.orderId)
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: ORDER_REQUIRED });
    const files = value.attachments;
    if (files.some((file) => !file.type.startsWith('image/')))
      ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'Only image files can be attached' });
    else if (files.length > MAX_ATTACHMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['attachments'],
        message: `You can attach at most ${MAX_ATTACHMENTS} images`,
      });
    else if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES))
      ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'Each image must be at most 2 MB' });
  });
}

const EMPTY = { department: '', issue: '', orderId: '', subject: '', details: '', attachments: [] as File[] };

/** What a ticket names an order by: its ID, first product and date. */
function orderLabel(order: {
  orderId: string;
  placedAt: string;
  items: ReadonlyArray<{ productName: string }>;
  cancelledItems: ReadonlyArray<{ productName: string }>;
}) {
  const items = order.items.length > 0 ? order.items : order.cancelledItems;
  const first = items[0]?.productName;
  const more = items.length > 1 ? ` (+${items.length - 1} more)` : '';
  return [order.orderId, first && `${first}${more}`, formatPastDay(order.placedAt)].filter(Boolean).join(' · ');
}

/** The ticket form, shared by the account pane and the public page. */
function RaiseTicketForm({ query }: { query: RaiseTicketPane_query$key }) {
  const data = useFragment(
    graphql`
      fragment RaiseTicketPane_query on Query {
        viewer {
          user {
            id
            name
          }
          orders(first: 100) @required(action: THROW) {
            edges {
              node {
                id
                orderId
                placedAt
                items {
                  productName
                }
                cancelledItems {
                  productName
                }
              }
            }
          }
        }
        ticketDepartments {
          department
          name
          issues
          needsOrder
        }
      }
    `,
    query,
  );
  const signedIn = data.viewer.user != null;
  const orders = data.viewer.orders.edges;
  // A shopper without orders is offered the tickets that need none (a seller's): the others could not be sent.
  const withoutOrders = signedIn && orders.length === 0;
  const departments = useMemo(
    () => (withoutOrders ? data.ticketDepartments.filter((d) => !d.needsOrder) : data.ticketDepartments),
    [data.ticketDepartments, withoutOrders],
  );
  const schema = useMemo(
    () => ticketSchema((department) => departments.find((d) => d.department === department)?.needsOrder ?? false),
    [departments],
  );
  // With one department to choose from, it is chosen.
  const initial = departments.length === 1 ? { ...EMPTY, department: departments[0]!.department } : EMPTY;
  const form = useZodForm(schema, initial);
  const { errors, isSubmitting } = form.formState;
  const raiseTicket = useRaiseTicket();
  const navigate = useNavigate();
  const location = useLocation();

  // One idempotency key per attempt: kept while a submission fails without an answer (a retry of the same attempt),
  // renewed once the server has answered (a changed form is a new attempt).
  const attemptKey = useRef<string | null>(null);
  // A file input cannot be given a value: a new key gives a fresh, empty one after each pick or reset.
  const [filesKey, setFilesKey] = useState(0);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const department = departments.find((d) => d.department === form.watch('department'));
  const attachments = form.watch('attachments');

  const send = form.handleSubmit(async (ticket) => {
    attemptKey.current ??= crypto.randomUUID();
    const outcome = await raiseTicket(
      {
        department: ticket.department as Department,
        issue: ticket.issue,
        subject: ticket.subject.trim(),
        details: ticket.details.trim(),
        orderId: ticket.orderId || null,
        idempotencyKey: attemptKey.current,
      },
      ticket.attachments,
    );
    if (outcome.kind !== 'failed') attemptKey.current = null;
    if (outcome.kind !== 'done' || !outcome.payload.ticket) return showOutcome(form, outcome, FAILED);
    toast({ type: 'success', title: 'Ticket submitted successfully!' });
    form.reset(initial);
    setFilesKey((key) => key + 1);
    leaveTimer.current = setTimeout(() => navigate(HELP_CENTRE), BACK_TO_HELP_CENTRE_MS);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (signedIn) return send(event);
    // A guest may fill the form in, but only a signed-in shopper can raise a ticket: sign in, then come back here.
    event.preventDefault();
    navigate(signInPath(location));
  };

  const removeAttachment = (index: number) =>
    form.setValue(
      'attachments',
      attachments.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  // One message for the required fields (the original form shows one), the first field's (a server refusal's own words).
  const requiredError = (['department', 'issue', 'subject', 'details'] as const)
    .map((name) => errors[name]?.message)
    .find(Boolean);

  return (
    <Stack asChild gap="4" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" bg="bg">
      <form method="post" onSubmit={submit} noValidate aria-label="Raise a ticket">
        {!signedIn && (
          <Text fontSize="sm" color="fg.muted">
            You will be asked to sign in when you submit the ticket.
          </Text>
        )}
        <FormField label="Department" required invalid={Boolean(errors.department)}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.field('department', { onChange: () => form.setValue('issue', '') })}>
              <option value="">Select Department</option>
              {departments.map((d) => (
                <option key={d.department} value={d.department}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Issue"
          required
          invalid={Boolean(errors.issue)}
          disabled={!department}
          hint={department ? undefined : 'Choose a department first'}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...form.field('issue')}>
              <option value="">Select Issue</option>
              {department?.issues.map((issue) => (
                <option key={issue} value={issue}>
                  {issue}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {withoutOrders ? (
          <Text fontSize="sm" color="fg.muted">
            You have no orders yet, so your ticket goes to a seller: report a product or ask a question. Tickets about
            an order go to Customer Support once you have one.
          </Text>
        ) : (
          <FormField label="Order ID" required={department?.needsOrder ?? true} error={errors.orderId?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.field('orderId')}>
                <option value="">Select Order ID</option>
                {orders.map(({ node }) => (
                  <option key={node.id} value={node.orderId}>
                    {orderLabel(node)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label="Subject" required invalid={Boolean(errors.subject)}>
          <Input {...form.field('subject')} maxLength={200} />
        </FormField>
        <FormField label="Details" required invalid={Boolean(errors.details)}>
          <Textarea {...form.field('details')} rows={5} maxLength={5000} />
        </FormField>
        <FormField
          label="Attachments"
          hint={`Images only, up to ${MAX_ATTACHMENTS}, 2 MB each`}
          error={errors.attachments?.message}
        >
          <Input
            key={filesKey}
            type="file"
            accept="image/*"
            multiple
            p="1"
            onChange={(event) => {
              const picked = Array.from(event.currentTarget.files ?? []);
              form.setValue('attachments', [...attachments, ...picked], { shouldDirty: true });
              form.clearErrors('attachments');
              setFilesKey((key) => key + 1);
            }}
          />
        </FormField>
        {attachments.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="1" aria-label="Chosen attachments">
            {attachments.map((file, index) => (
              <HStack as="li" key={`${file.name}-${index}`} gap="2" fontSize="sm">
                <Text truncate>{file.name}</Text>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => removeAttachment(index)}
                >
                  <X aria-hidden />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
        {requiredError && <FormAlert>{requiredError}</FormAlert>}
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <Button type="submit" alignSelf="start" loading={isSubmitting} loadingText="Submitting">
          Submit Ticket
        </Button>
      </form>
    </Stack>
  );
}
