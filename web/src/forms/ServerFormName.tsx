import { FORM_NAME_FIELD } from './formReply.ts';

/**
 * Names a form its page's route action answers when it is posted without the app (forms/formAction.ts): a page may
 * hold other forms, which only the app sends. Its presence also tells web/public/early-presses.js that the browser
 * may send the form itself when it is pressed before the app has it.
 */
export function ServerFormName({ name }: { name: string }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={name} />;
}
