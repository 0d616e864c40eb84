// A page the server rendered shows before its code has run, and React hydrates it part by part after that. A button
// pressed before React has hydrated it would do nothing (React drops the event), or send its form without the app.
// So until a button is live, a press on it is held: the button shows it is pending at once (`data-early-press`, styled
// in index.html, and aria-busy), the press goes no further, and once React has hydrated that button it is pressed
// again, once; pressing a held button again does nothing (never doubled). Should the app not take over within WAIT_MS,
// a form's press goes to the browser: the form is posted to its page, which the server answers without the app. Links
// are left alone: they work without the app. A plain script, loaded `async` from the head, so it listens long before
// the app's code; should it come after the app, every button it finds live passes straight on.
(() => {
  const WAIT_MS = 20000;
  const POLL_MS = 50;
  const held = new Map();
  // React's own test (getNearestMountedFiber in react-reconciler): a button is live once its fiber is committed, its
  // tree neither still being placed nor hydrated (flags Placement = 2, Hydrating = 4096) up to the root (tag 3).
  const live = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    let fiber = key && element[key];
    if (!fiber) return false;
    const updated = fiber.alternate !== null;
    for (; fiber.return; fiber = fiber.return) if (!updated && fiber.flags & (2 | 4096)) return false;
    return fiber.tag === 3;
  };
  const settle = (button) => {
    held.delete(button);
    button.removeAttribute('data-early-press');
    button.removeAttribute('aria-busy');
  };
  const poll = () => {
    for (const [button, since] of held) {
      if (!button.isConnected) settle(button);
      else if (live(button)) {
        settle(button);
        button.click();
      } else if (performance.now() - since > WAIT_MS) {
        settle(button);
        const form = button.form;
        if (form && button.type === 'submit' && form.method === 'post') form.requestSubmit(button);
      }
    }
    if (held.size > 0) setTimeout(poll, POLL_MS);
  };
  // Says the guard is on (the browser tests and the bench wait for it).
  document.documentElement.dataset.earlyPresses = '';
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.disabled || live(button)) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.has(button)) return;
      button.setAttribute('data-early-press', '');
      button.setAttribute('aria-busy', 'true');
      held.set(button, performance.now());
      if (held.size === 1) setTimeout(poll, POLL_MS);
    },
    true,
  );
})();
