import { Accordion, Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { LoadMore } from '../../components/LoadMore.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { formatPastDay } from '../../time/dates.ts';
import { accountPanePath } from '../AccountPage/accountPanes.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { HelpCentrePane_faq$key } from './__generated__/HelpCentrePane_faq.graphql.ts';
import type {
  HelpCentrePane_query$data,
  HelpCentrePane_query$key,
} from './__generated__/HelpCentrePane_query.graphql.ts';
import type { HelpCentrePane_ticket$key, TicketStatus } from './__generated__/HelpCentrePane_ticket.graphql.ts';
import type { HelpCentrePaneQuery as HelpCentrePaneQueryType } from './__generated__/HelpCentrePaneQuery.graphql.ts';

/** How many tickets a page of the help centre shows. */
const TICKETS_PAGE_SIZE = 20;

export const HelpCentrePaneQuery = graphql`
  query HelpCentrePaneQuery($count: Int = 20) @preloadable {
    viewer {
      ...AccountLayout_viewer
    }
    ...HelpCentrePane_query @arguments(count: $count)
    ...HelpCentrePane_faq
  }
`;

/**
 * `/my-account?pane=help-centre`: how to reach support (raise a ticket, or ask for a call back through one), the
 * shopper's tickets split into open and closed, and the FAQ.
 */
export function HelpCentrePane() {
  const data = useRouteQuery<HelpCentrePaneQueryType>(HelpCentrePaneQuery);
  return (
    <AccountLayout viewer={data.viewer} title="Help Centre">
      <ContactCards />
      <Tickets query={data} />
      <Faq query={data} />
    </AccountLayout>
  );
}

/** The two ways to reach support, with their promised response times. */
function ContactCards() {
  const raiseTicket = accountPanePath('raise-ticket');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root size="sm" as="section" aria-labelledby="help-raise-ticket">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="help-raise-ticket">
            Raise a Ticket
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Response time: 12 Hr
          </Text>
          <Text>Tell us what went wrong with an order, report a seller or ask a seller a question.</Text>
        </Card.Body>
        <Card.Footer>
          <Button asChild size="sm">
            <RouterLink to={raiseTicket}>Raise a Ticket</RouterLink>
          </Button>
        </Card.Footer>
      </Card.Root>
      <Card.Root size="sm" as="section" aria-labelledby="help-callback">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="help-callback">
            Request Callback
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Response time: 24hr - 72hr
          </Text>
          {/* There is no callback request service: the way to be called back is a ticket that asks for it. */}
          <Text>
            To be called back, raise a ticket to Customer Support and write in the details that you would like a call,
            with your phone number and a convenient time. Our support team will call you.
          </Text>
        </Card.Body>
        <Card.Footer>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={raiseTicket}>Ask for a callback</RouterLink>
          </Button>
        </Card.Footer>
      </Card.Root>
    </SimpleGrid>
  );
}

type Status = Exclude<TicketStatus, '%future added value'>;

/** How each status reads, in one case (the original storefront showed its raw 'pending' beside 'In Progress'). */
const STATUS_TEXT: Record<Status, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'orange' },
  IN_PROGRESS: { label: 'In Progress', palette: 'blue' },
  CLOSED: { label: 'Closed', palette: 'gray' },
};

function Tickets({ query }: { query: HelpCentrePane_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment HelpCentrePane_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "HelpCentrePanePaginationQuery") {
        viewer {
          tickets(first: $count, after: $cursor) @connection(key: "HelpCentrePane_tickets") @required(action: THROW) {
            totalCount
            edges {
              node {
                id
                status
                ...HelpCentrePane_ticket
              }
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.viewer.tickets.edges.map((edge) => edge.node);
  const open = nodes.filter((node) => node.status !== 'CLOSED');
  const closed = nodes.filter((node) => node.status === 'CLOSED');
  return (
    <Stack gap="4">
      <TicketList id="open-tickets" title="Open Tickets" tickets={open} />
      <TicketList id="closed-tickets" title="Closed Tickets" tickets={closed} />
      <LoadMore pagination={pagination} pageSize={TICKETS_PAGE_SIZE} label="Show more tickets" />
    </Stack>
  );
}

type TicketNode = HelpCentrePane_query$data['viewer']['tickets']['edges'][number]['node'];

function TicketList({ id, title, tickets }: { id: string; title: string; tickets: ReadonlyArray<TicketNode> }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {tickets.length === 0 ? (
        <Text color="fg.muted">No Tickets</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TicketCard({ ticket }: { ticket: HelpCentrePane_ticket$key }) {
  const data = useFragment(
    graphql`
      fragment HelpCentrePane_ticket on Ticket {
        ticketId
        issue
        subject
        orderId
        status
        createdAt
        attachments {
          url
          alt
        }
      }
    `,
    ticket,
  );
  const status = STATUS_TEXT[data.status as Status] ?? { label: data.status, palette: 'gray' };
  const headingId = `ticket-${data.ticketId}`;
  return (
    <Card.Root size="sm" as="article" aria-labelledby={headingId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="sm" id={headingId}>
            {data.subject}
          </Heading>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">
            Ticket ID
          </Text>
          <Text as="dd">{data.ticketId}</Text>
          <Text as="dt" color="fg.muted">
            Issue
          </Text>
          <Text as="dd">{data.issue}</Text>
          {data.orderId && (
            <>
              <Text as="dt" color="fg.muted">
                Order ID
              </Text>
              <Text as="dd">{data.orderId}</Text>
            </>
          )}
          <Text as="dt" color="fg.muted">
            Raised on
          </Text>
          <Text as="dd">{formatPastDay(data.createdAt)}</Text>
        </Box>
        {data.attachments.length > 0 && (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Attachments">
            {data.attachments.map((attachment) => (
              <li key={attachment.url}>
                <Image
                  src={attachment.url}
                  alt={attachment.alt}
                  boxSize="16"
                  objectFit="cover"
                  rounded="md"
                  borderWidth="1px"
                  loading="lazy"
                />
              </li>
            ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The FAQ, the first question open. An empty list shows nothing; its loading text is the pane's (one query). */
function Faq({ query }: { query: HelpCentrePane_faq$key }) {
  const { faq } = useFragment(
    graphql`
      fragment HelpCentrePane_faq on Query {
        faq @catch(to: RESULT) {
          id
          question
          answerHtml
        }
      }
    `,
    query,
  );
  const items = faq.ok ? (faq.value ?? []) : [];
  if (faq.ok && items.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="help-faq" gap="3">
      <Heading as="h2" size="md" id="help-faq">
        Frequently Asked Questions
      </Heading>
      {!faq.ok ? (
        <Text role="alert" color="fg.error">
          Failed to load FAQ data
        </Text>
      ) : (
        <Accordion.Root collapsible multiple defaultValue={[items[0]!.id]} variant="enclosed">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.ItemTrigger>
                <Text as="span" flex="1" textAlign="start" fontWeight="medium">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator>
                  <ChevronDown aria-hidden />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                {/* `answerHtml` is sanitised by the gateway (paragraphs, lists, emphasis and https/mailto/tel links only:
                    no scripts, styles or event handlers), so it is safe to render as HTML here. */}
                <Accordion.ItemBody
                  css={{ '& p + p, & ul, & ol': { mt: '2' }, '& ul, & ol': { ps: '5' } }}
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Stack>
  );
}
