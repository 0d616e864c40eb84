// The server's side of a form posted without the app: a route's `action` (react-router), which the server's renderer
// runs for a POST to the route's page, for the forms it names (ServerFormName.tsx; any other form posted to the page is
// answered 405, "needs JavaScript") (gateway/src/http/site/formPosts.ts admits same-origin posts only). It checks the
// fields with the form's own schema, runs the form's own mutation in process (its persisted document, the request's
// session: a sign-in's cookie is set on the answer), then answers 303 to the next page (post/redirect/get) or renders
// the form again with the messages (forms/formReply.ts).
import { data, redirect, type ActionFunctionArgs, type Params } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { FORM_NAME_FIELD, type FormReply, type FormStep } from './formReply.ts';
import type { z } from './zod.ts';

/** Fields a form's page never shows again: the shopper types them anew. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'otp']);

/** A posted form's text fields: a name posted more than once (a code's six boxes) has them all, in order. */
type Posted = Record<string, string | string[]>;

/**
 * How a valid post ended: the path to go to next (303), or the form's page again, with the messages to show (a field
 * name or `root` each: 422), with what it did (`notice`), and at the `step` a form of several steps goes on with.
 */
export type Submitted = string | Partial<Pick<FormReply, 'errors' | 'notice' | 'step'>>;

/**
 * What a form of several steps posted to a page kept at its earlier steps (a sign-up's password, typed at the first
 * and sent at the last): the gateway keeps it encrypted under a key in an HttpOnly cookie of that page's path, for
 * ten minutes (gateway/src/http/site/formDrafts.ts). Never put in a reply: a reply is written into the page.
 */
export interface FormDraft {
  /** What was kept, or null (nothing, or it expired). */
  read(): Promise<string | null>;
  keep(value: string): Promise<void>;
  /** The form is done: forget it. */
  drop(): Promise<void>;
}

/** What the server's renderer hands a route's action (react-router's `requestContext`). */
export interface ActionContext {
  /** An environment whose requests go through the gateway in process with the request's session. */
  environment: Environment;
  draft: FormDraft;
}

export interface Submission extends ActionContext {
  request: Request;
  /** The route's parameters (`/otp-snd/:number/:otpSession`). */
  params: Params;
}

/**
 * The fields of a posted form, as a page's form sends them (URL-encoded: the gateway takes no other body for a page).
 * Parsed here rather than by `formData()`, whose server implementation keeps one value of a repeated name.
 */
async function postedValues(request: Request): Promise<Posted> {
  const values: Posted = {};
  for (const [name, value] of new URLSearchParams(await request.text())) {
    const before = values[name];
    values[name] = before === undefined ? value : [before, value].flat();
  }
  return values;
}

/** The schema's first message for each field it refused (`root` for a rule of the whole form). */
function schemaErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = typeof issue.path[0] === 'string' ? issue.path[0] : 'root';
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The form's page, rendered again with its fields that are not secrets: 422 when it shows `errors`. */
function reply(values: Posted, answer: Partial<FormReply>) {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => name !== FORM_NAME_FIELD && !SECRET_FIELDS.has(name)),
  );
  const errors = answer.errors ?? {};
  return data<FormReply>({ ...answer, values: kept, errors }, { status: Object.keys(errors).length ? 422 : 200 });
}

/** One form a page's action answers, by the name its page gives it (ServerFormName.tsx). */
export interface ServerForm {
  name: string;
  answer(values: Posted, submission: Submission): Promise<unknown>;
}

interface ServerFormOptions {
  /** The fields that are lists however many of them were posted (checkboxes of one name). */
  lists?: string[];
  /** The step a form of several steps is at, which its page shows again with a refusal of its fields. */
  step?: (submission: Submission) => Promise<FormStep | undefined>;
}

/** The form `name` names, checked by `schema` and carried out by `submit` once valid. */
export function serverForm<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  submit: (input: z.output<Schema>, submission: Submission) => Promise<Submitted>,
  { lists = [], step }: ServerFormOptions = {},
): ServerForm {
  return {
    name,
    async answer(values, submission) {
      for (const list of lists) values[list] = [values[list] ?? []].flat();
      const parsed = schema.safeParse(values);
      if (!parsed.success) return reply(values, { errors: schemaErrors(parsed.error), step: await step?.(submission) });
      const next = await submit(parsed.data, submission);
      return typeof next === 'string' ? redirect(next, 303) : reply(values, next);
    },
  };
}

/** A route's action for the forms of its page: each answers the posts that name it; any other post is a 405. */
export function formsAction(...forms: ServerForm[]) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const values = await postedValues(request);
    // The form's name, or the one its pressed button gives after it (a second action of the form: Resend OTP).
    const named = [values[FORM_NAME_FIELD]].flat().at(-1);
    const form = forms.find(({ name }) => named === name);
    if (!form) throw new Response(null, { status: 405, statusText: 'Method Not Allowed' });
    return form.answer(values, { ...(context as ActionContext), request, params });
  };
}

/** A route's action for the one form its page's server answers. */
export const formAction = <Schema extends z.ZodType>(...form: Parameters<typeof serverForm<Schema>>) =>
  formsAction(serverForm(...form));
