// A form posted without the app (JavaScript off, or pressed before it started) is answered by the server's renderer:
// a refusal renders the form's page again with what the shopper typed (never a secret) and the messages, as the app
// shows them; a form whose page stays (a link e-mailed) is rendered again with its notice. This is what the page
// reads of that reply; forms/formAction.ts is the server's side.
import { useActionData } from 'react-router-dom';

/** The server's reply to a form posted without the app, when it renders the form's page again. */
export interface FormReply {
  /** The posted fields, less the secrets (a refused form asks for a password again); a list for a repeated name. */
  values: Record<string, string | string[]>;
  /** A message per field name, and `root` for the form's own message: none when the form did what it asked. */
  errors: Record<string, string>;
  /** What the form did, when it stays on its page ("Password reset link sent to your email"). */
  notice?: string;
  /** The step a form of several steps goes on with (the e-mail sign-up's), when its earlier steps were posted. */
  step?: FormStep;
}

/** A step of a form of several steps, and what it shows of the earlier ones (never a secret). */
export interface FormStep {
  name: string;
  shows: Record<string, string>;
}

/** The field that names the form posted (forms/ServerFormName.tsx): the one its page's action answers. */
export const FORM_NAME_FIELD = '_form';

/** The element of a page rendered for a form post that carries the reply to the browser's router. */
export const FORM_REPLY_ID = 'form-reply';

/** The reply this route's page was rendered with, if the server rendered it for a form posted without the app. */
export const useFormReply = () => useActionData() as FormReply | undefined;
