// A page the server rendered shows before its code has run, and React hydrates it part by part after that. A button
// pressed before React has hydrated it would do nothing (React drops the event), or send its form without the app.
// - The submit button of a form the server answers (a post named by a hidden `_form` field:
//   web/src/forms/ServerFormName.tsx, formAction.ts; or a GET, whose URL the server renders, such as a list page's
//   filters) sends it at once, as without JavaScript: the press is handled now, by the server, not seconds later;
//   every later press in that form waits for the answer, even once the app has the button.
// - Any other button's press is held: it goes no further, and once the app has hydrated the page (`data-hydrated` on
//   <html>) it is pressed again, once (only the app can do what it does). Should the app not take the page within
//   WAIT_MS, the press is let go and the button no longer shows it pending.
// Either way the button shows it is pending at once (`data-early-press`, styled in index.html, and aria-busy), and
// pressing it again does nothing (never doubled). Links are left alone: they work without the app; so are buttons
// that show or hide a popover (`popovertarget`: a list page's Filters opens its panel in the page;
// web/src/components/listing/panelButton.ts), unless the browser has no popovers. A plain script,
// loaded `async` from the head, so it listens long before the app's code; should it come after the app, every button
// it finds live passes straight on.
(() => {
  const WAIT_MS = 60000;
  const POLL_MS = 50;
  const held = new Map();
  // The app marks the page once every control is its own (web/src/components/Boundary.tsx).
  const live = () => document.documentElement.hasAttribute('data-hydrated');
  const pending = (button) => {
    button.setAttribute('data-early-press', '');
    button.setAttribute('aria-busy', 'true');
  };
  const settle = (button) => {
    held.delete(button);
    button.removeAttribute('data-early-press');
    button.removeAttribute('aria-busy');
  };
  const sendsItsForm = (button) =>
    button.type === 'submit' &&
    button.form !== null &&
    // A GET by its own word: a form that names no method is one too, and sent would put its fields in the URL.
    (button.form.getAttribute('method')?.toLowerCase() === 'get' ||
      (button.form.method === 'post' && button.form.querySelector('input[name="_form"]') !== null));
  const poll = () => {
    for (const [button, since] of held) {
      if (!button.isConnected) settle(button);
      else if (live()) {
        settle(button);
        button.click();
      } else if (performance.now() - since > WAIT_MS) settle(button);
    }
    if (held.size > 0) setTimeout(poll, POLL_MS);
  };
  // A form sent by the browser, no longer awaiting its answer: the app took it after all (React hydrated it during the
  // press and handled the submit: nothing was sent), or the page came back from the back-forward cache.
  const release = (form) => {
    form.removeAttribute('data-early-post');
    for (const button of form.querySelectorAll('[data-early-press]')) settle(button);
  };
  addEventListener('submit', (event) => event.defaultPrevented && release(event.target));
  addEventListener('pageshow', (event) => {
    if (event.persisted) for (const form of document.querySelectorAll('form[data-early-post]')) release(form);
  });
  // Says the guard is on (the browser tests and the bench wait for it).
  document.documentElement.dataset.earlyPresses = '';
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.disabled || button.popoverTargetElement) return;
      const form = button.form;
      // Sent already: every press in the form waits for the answer, even once the app has the button.
      const sent = form?.hasAttribute('data-early-post');
      if (!sent && live()) return;
      if (!sent && sendsItsForm(button)) {
        form.setAttribute('data-early-post', '');
        pending(button);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      if (sent || held.has(button)) return;
      pending(button);
      held.set(button, performance.now());
      if (held.size === 1) setTimeout(poll, POLL_MS);
    },
    true,
  );
})();
