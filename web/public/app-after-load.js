// A page the server rendered reads, and its links work, without its app, which only hydrates it. So the app's code
// is fetched once the first screen has loaded (the page's `load` event: its HTML, styles and images, then the frame
// that paints them), not alongside it: on a slow link what the shopper came to see comes first, and a button pressed
// meanwhile is held (early-presses.js). A stalled image holds the app back no more than 3 s.
// `data-modules`: the entry's URL, then the chunks it and the page import, all preloaded before the entry runs.
(() => {
  const modules = document.currentScript.dataset.modules.split(' ');
  let started = false;
  // Each preload link starts its request as it is inserted, 0.3-1 ms on a fast machine: the product page's 30 in one
  // task made a long one (13-41 ms; 52-164 ms at Lighthouse's 4x). So one link per task, through a message channel
  // (timers nested deeper than five wait 4 ms each), and the entry is imported once all are in: when the router then
  // loads the page, Vite's own preloading of its chunks finds every link there and inserts none in its task.
  const start = () => {
    if (started) return;
    started = true;
    const channel = new MessageChannel();
    let next = 0;
    channel.port1.onmessage = () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[next++];
      document.head.append(link);
      if (next < modules.length) channel.port2.postMessage(null);
      else import(modules[0]);
    };
    channel.port2.postMessage(null);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
