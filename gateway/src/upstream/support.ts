// The help centre: FAQ, the shopper's tickets, and raising one.
import type { TicketDTO } from './dto.ts';
import { endpoints } from './endpoints.ts';
import type { Rest } from './rest.ts';

export const faq = async (rest: Rest) => (await rest.read(endpoints.faq)).data;

export const tickets = async (rest: Rest) => (await rest.read(endpoints.tickets)).data.tickets;

export interface NewTicket {
  departmentName: TicketDTO['departmentName'];
  issue: string;
  subject: string;
  details: string;
  orderId?: string | null;
  /** Paths of images already uploaded by the shopper. */
  attachments?: string[];
}

/** POST /raise-ticket; later reads of the shopper's tickets in this request see it. */
export async function raiseTicket(rest: Rest, ticket: NewTicket): Promise<string> {
  try {
    return (
      await rest.write(endpoints.raiseTicket, {
        body: { ...ticket, orderId: ticket.orderId ?? undefined },
      })
    ).data.ticketId;
  } finally {
    rest.forget(endpoints.tickets);
  }
}
