// The help centre: FAQ (answers sanitised here), the shopper's tickets, and raising one with attachments.
import sanitizeHtml from 'sanitize-html';
import { SUPPORT_ISSUES } from '@marketplace/runtime/formChoices';
import type { TicketDepartment, TicketStatus } from '../__generated__/schema-types.ts';
import type { FaqResolvers, TicketResolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList, connectionFromPage, pageWindow } from '../graph/connections.ts';
import { inputKey, opaqueId, toGlobalId } from '../graph/ids.ts';
import { VIEWER } from '../graph/mappers.ts';
import { asShopper, refuse } from '../graph/userErrors.ts';
import type { TicketDTO } from '../upstream/dto.ts';
import { uploadImages } from '../upstream/productPage.ts';
import * as support from '../upstream/support.ts';
import type { MutationFields, QueryFields } from './root.ts';

export const SIGN_IN_TO_RAISE_TICKET = 'Please log in to raise a ticket';
const REQUIRED = 'Please fill out all required fields.';
const ORDER_REQUIRED = 'Please select an Order ID.';

/** The ticket form's departments (Customer Support handles order issues; a seller, reports and questions). */
const DEPARTMENTS: {
  department: TicketDepartment;
  name: TicketDTO['departmentName'];
  issues: string[];
  needsOrder: boolean;
}[] = [
  {
    department: 'CUSTOMER_SUPPORT',
    name: 'Customer Support',
    issues: [...SUPPORT_ISSUES['Customer Support']],
    needsOrder: true,
  },
  { department: 'SELLER', name: 'Seller', issues: [...SUPPORT_ISSUES.Seller], needsOrder: false },
];

const STATUS: Record<TicketDTO['status'], TicketStatus> = {
  pending: 'PENDING',
  'In Progress': 'IN_PROGRESS',
  closed: 'CLOSED',
};

/** What an FAQ answer may keep: text structure and links; anything that runs or styles is dropped. */
const ANSWER_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const Faq: FaqResolvers = {
  id: (f) => opaqueId('Faq', f.id),
  answerHtml: (f) => sanitizeHtml(f.answer, ANSWER_HTML),
};

export const Ticket: TicketResolvers = {
  id: (t) => toGlobalId('Ticket', t.ticketId),
  department: (t) => DEPARTMENTS.find((d) => d.name === t.departmentName)!.department,
  status: (t) => STATUS[t.status],
  attachments: (t) => t.attachments.map((url, i) => ({ url, alt: `Attachment ${i + 1} of ticket ${t.ticketId}` })),
};

export const supportQueries: QueryFields<'faq' | 'ticketDepartments'> = {
  faq: (_, __, ctx) => support.faq(ctx.rest),
  ticketDepartments: () => DEPARTMENTS,
};

export const ticketViewerFields: Pick<ViewerResolvers, 'tickets'> = {
  tickets: async (_, args, ctx) => {
    if (!ctx.rest.signedIn) return connectionFromPage([], pageWindow(args).offset, 0, args);
    return connectionFromList(await support.tickets(ctx.rest), args);
  },
};

export const supportMutations: MutationFields<'raiseTicket'> = {
  raiseTicket: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const department = DEPARTMENTS.find((d) => d.department === input.department)!;
        const [issue, subject, details] = [input.issue, input.subject, input.details].map((text) => text.trim());
        const empty = (
          [
            ['issue', issue],
            ['subject', subject],
            ['details', details],
          ] as const
        ).find(([, text]) => text === '');
        if (empty) throw refuse('INVALID_INPUT', REQUIRED, empty[0]);
        if (!department.issues.includes(issue!))
          throw refuse(
            'INVALID_INPUT',
            `Please choose an issue for ${department.name}: ${department.issues.join(', ')}.`,
            'issue',
          );
        const orderId = input.orderId?.trim() ? inputKey(input.orderId.trim(), 'Order', 'orderId') : null;
        if (department.needsOrder && !orderId) throw refuse('INVALID_INPUT', ORDER_REQUIRED, 'orderId');
        const ticketId = await ctx.idempotency.once(ctx.session.token, 'raiseTicket', input, async () => {
          const files = input.attachments ?? [];
          const attachments = files.length > 0 ? await uploadImages(ctx.rest, files) : [];
          return support.raiseTicket(ctx.rest, {
            departmentName: department.name,
            issue: issue!,
            subject: subject!,
            details: details!,
            orderId,
            attachments,
          });
        });
        const ticket = (await support.tickets(ctx.rest)).find((t) => t.ticketId === ticketId) ?? null;
        return { ticket, viewer: VIEWER };
      },
      { ticket: null, viewer: VIEWER },
      { signInMessage: SIGN_IN_TO_RAISE_TICKET, notFoundField: 'orderId' },
    ),
};
