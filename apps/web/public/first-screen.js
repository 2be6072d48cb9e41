// The only script a page drawn on the server starts with (see apps/api/src/modules/seo): its
// picture and text are on screen already, so what merely hydrates them (the app's entry, its route
// chunks and messages, held back in <template id="first-screen-later">) is fetched once the main
// picture has painted, leaving a slow connection's bandwidth to the picture. A picture slow to
// come never keeps the page inert for more than 3 seconds.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  let isLoaded = false;
  const loadApp = () => {
    if (isLoaded) return;
    isLoaded = true;
    const later = document.getElementById('first-screen-later');
    if (later instanceof HTMLTemplateElement) document.head.append(later.content.cloneNode(true));
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the frame that paints the picture, not inside it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(loadApp, 0));
  const picture = document.querySelector('#root img[fetchpriority="high"]');
  if (!(picture instanceof HTMLImageElement) || picture.complete) {
    afterPaint();
    return;
  }
  picture.addEventListener('load', afterPaint, { once: true });
  picture.addEventListener('error', afterPaint, { once: true });
  setTimeout(loadApp, 3_000);
})();
