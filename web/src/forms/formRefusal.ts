// A form posted without the app (JavaScript off, or pressed before it started) is answered by the server's renderer:
// a refusal renders the form's page again with what the shopper typed (never a secret) and the messages, as the app
// shows them. This is what the page reads of it; forms/formAction.ts is the server's side.
import { useActionData } from 'react-router-dom';

/** What the server answers a refused form post with: the fields to show again, and a message per field. */
export interface FormRefusal {
  /** The posted fields, less the secrets (a refused form asks for a password again). */
  values: Record<string, string>;
  /** A message per field name, and `root` for the form's own message. */
  errors: Record<string, string>;
}

/** The element of a page rendered for a refused post that carries the refusal to the browser's router. */
export const FORM_REFUSAL_ID = 'form-refusal';

/** The refusal this route's page was rendered for, if the server rendered it for a refused form post. */
export const useFormRefusal = () => useActionData() as FormRefusal | undefined;
