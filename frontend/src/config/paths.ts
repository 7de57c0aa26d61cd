// Every route of the app in one place, so links and the router never drift apart.
export const paths = {
  home: '/',
  roleSelection: '/role-selection',
  login: '/login',
  register: '/register',
  terms: '/terminos.html',
  privacy: '/privacidad.html',
  skills: '/skills',
  chats: '/chats',
  chat: '/chat/:id',
  stories: '/stories',
  marketplace: '/marketplace',
  profile: '/profile',
  admin: '/admin',
  adminValidateUsers: '/admin/validar-usuarios',
  adminValidateOffers: '/admin/validar-ofertas',
} as const;

export const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;

// Screens where the signed-in chrome (header and bottom navigation) stays hidden (spec §2).
export const PUBLIC_ENTRY_PATHS: readonly string[] = [paths.home, paths.roleSelection, paths.login, paths.register];
