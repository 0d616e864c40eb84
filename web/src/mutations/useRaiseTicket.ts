import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useRaiseTicketMutation,
  useRaiseTicketMutation$data,
  useRaiseTicketMutation$variables,
} from './__generated__/useRaiseTicketMutation.graphql.ts';
import { useCommit } from './useCommit.ts';

const mutation = graphql`
  mutation useRaiseTicketMutation($input: RaiseTicketInput!) {
    raiseTicket(input: $input) {
      ticket {
        id
        status
        ...HelpCentrePane_ticket
      }
      userErrors {
        ...useCommit_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Puts the raised ticket first in the Help Centre's list when that list is in the store (it answered newest first),
 * so the help centre shows it without a refetch; when the list was never loaded, the help centre's query fetches it.
 */
function prependTicket(store: RecordSourceSelectorProxy<useRaiseTicketMutation$data>) {
  const ticket = store.getRootField('raiseTicket')?.getLinkedRecord('ticket');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!ticket || !viewer) return;
  const connection = ConnectionHandler.getConnection(viewer, 'HelpCentrePane_tickets');
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === ticket.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, ticket, 'TicketEdge'));
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

/**
 * Raises a support ticket. Images travel as Relay uploadables (`input.attachments.<n>`), which the network layer
 * sends as a GraphQL multipart request. The payload's ticket carries what the Help Centre shows of a ticket, and
 * the updater puts it first in the Help Centre's list. `idempotencyKey` is one per attempt: a retry of the same
 * attempt sends it again, and the server answers the first attempt's ticket instead of raising a second.
 */
export function useRaiseTicket() {
  const commit = useCommit<useRaiseTicketMutation>(mutation);
  return useCallback(
    (input: Omit<useRaiseTicketMutation$variables['input'], 'attachments'>, attachments: ReadonlyArray<File>) => {
      const uploadables = Object.fromEntries(attachments.map((file, index) => [`input.attachments.${index}`, file]));
      return commit(
        { input: { ...input, attachments: attachments.length > 0 ? attachments.map(() => null) : null } },
        { updater: prependTicket, ...(attachments.length > 0 ? { uploadables } : {}) },
      );
    },
    [commit],
  );
}
