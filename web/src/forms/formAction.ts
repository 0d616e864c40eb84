// The server's side of a form posted without the app: a route's `action` (react-router), which the server's renderer
// runs for a POST to the route's page (gateway/src/http/formPosts.ts admits same-origin posts only). It checks the
// fields with the form's own schema, runs the form's own mutation in process (its persisted document, the request's
// session: a sign-in's cookie is set on the answer), then answers 303 to the next page (post/redirect/get) or renders
// the form again with the messages (forms/formRefusal.ts).
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { currentEnvironment } from '../relay/environment.ts';
import type { FormRefusal } from './formRefusal.ts';
import type { z } from './zod.ts';

/** Fields a refused form never shows again: the shopper types them anew. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

/** How a valid post ended: the path to go to next, or the messages to show (a field name or `root` each). */
export type Submitted = string | Record<string, string>;

interface Submission {
  request: Request;
  /** The page's environment, whose requests go through the gateway in process with the request's session. */
  environment: Environment;
}

/** The text fields of a posted form (files are not read). */
async function postedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === 'string') values[name] = value;
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

/** The refused form's page, rendered again (422) with `errors` and the fields that are not secrets. */
function refuse(values: Record<string, string>, errors: Record<string, string>) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.has(name)));
  return data<FormRefusal>({ values: kept, errors }, { status: 422 });
}

/** A route's action for a form checked by `schema` and carried out by `submit` once valid. */
export function formAction<Schema extends z.ZodType>(
  schema: Schema,
  submit: (input: z.output<Schema>, submission: Submission) => Promise<Submitted>,
) {
  return async ({ request }: ActionFunctionArgs) => {
    // Taken before the body is read: the render's environment is found by its async context, which reading the body
    // loses.
    const environment = currentEnvironment();
    const values = await postedValues(request);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return refuse(values, schemaErrors(parsed.error));
    const next = await submit(parsed.data, { request, environment });
    return typeof next === 'string' ? redirect(next, 303) : refuse(values, next);
  };
}
