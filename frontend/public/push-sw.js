// Web Push inside the service worker (imported by the generated Workbox worker): shows the
// notification the server sent ({title, body, url}) and, on a tap, opens that screen, focusing a
// tab of the app that is already open.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Conectando Generaciones', {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'es-CL',
      // One notification per screen: a chat's newer message replaces the older one.
      tag: url,
      renotify: true,
      data: { url },
    }),
  );
});

// Opens a screen of the app from a notification: an open tab moves there itself
// (src/lib/notification-clicks.ts), keeping its connection; otherwise a new one opens.
self.openNotificationTarget = async (path) => {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    open.postMessage({ type: 'open-url', url: path });
    // Focusing is allowed only while handling a tap; the screen has moved either way.
    return open.focus().catch(() => open);
  }
  return self.clients.openWindow(new URL(path, self.location.origin).href);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.openNotificationTarget(event.notification.data?.url || '/'));
});
