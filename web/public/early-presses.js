// A page the server rendered shows before its code has arrived, and a button pressed meanwhile would do nothing.
// Until the app starts (web/src/startUp.tsx closes this), the last button pressed is held, its default prevented (a
// form is not sent without the app), and the app presses it again once the page is hydrated. Links are left alone:
// they work without the app. A plain script, loaded `async` from the head, so it listens long before the app's code;
// should it come after the app has started (the app's code cached, this revalidated), the app has closed it already.
window.earlyPresses ??= { last: null, closed: false };
document.addEventListener(
  'click',
  (event) => {
    const presses = window.earlyPresses;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (presses.closed || !button || button.disabled) return;
    event.preventDefault();
    presses.last = button;
  },
  true,
);
