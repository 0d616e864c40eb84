// A page the server rendered reads, and its links work, without its app, which only hydrates it. So the app's code
// is fetched once the first screen has loaded (the page's `load` event: its HTML, styles and images, then the frame
// that paints them), not alongside it: on a slow link what the shopper came to see comes first, and a button pressed
// meanwhile is held (early-presses.js). A stalled image holds the app back no more than 3 s.
// `data-modules`: the entry's URL, then the chunks it and the page import, which are fetched together with it.
(() => {
  const [entry, ...chunks] = document.currentScript.dataset.modules.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
