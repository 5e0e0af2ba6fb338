/* global self, clients, __PUSH_TEXTS__ */
/**
 * The service worker's Web Push handlers, loaded by the generated service worker with
 * importScripts (vite.config.ts: workbox.importScripts). The build writes TEXTS below from the
 * Spanish texts of CASES_MSG.push, so the texts stay in the messages module. A message carries
 * only { codigo, estado, motivo? }; a tap opens that code's follow-up page.
 */
const TEXTS = __PUSH_TEXTS__;

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.codigo !== 'string' || typeof message.estado !== 'string') return;
  const body = [fill(TEXTS.body, message), message.motivo ? fill(TEXTS.reason, message) : ''].filter(Boolean).join('\n');
  event.waitUntil(
    self.registration.showNotification(fill(TEXTS.title, message), {
      body,
      lang: 'es-BO',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per complaint: a newer state replaces the older one on the phone too.
      tag: `reclamo-${message.codigo}`,
      renotify: true,
      data: { url: `/seguimiento/${encodeURIComponent(message.codigo)}` },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/seguimiento', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return clients.openWindow(url);
    }),
  );
});
