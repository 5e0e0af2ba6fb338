/**
 * Calls `task` once the browser has painted the page's first content, so fetches started there
 * never compete with the bytes that paint needs. A page hidden before its first paint never gets a
 * first-contentful-paint entry, so `latestMs` after the call bounds the wait; a browser without
 * paint timing waits one frame and a task. Returns a function that cancels what has not run yet.
 */
export function afterFirstPaint(task: () => void, latestMs = 3000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    setTimeout(task, 0);
  };
  const fallback = setTimeout(run, latestMs);
  let observer: PerformanceObserver | undefined;
  let frame: number | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    frame = requestAnimationFrame(run);
  }
  function cancel() {
    clearTimeout(fallback);
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  return () => {
    done = true;
    cancel();
  };
}
