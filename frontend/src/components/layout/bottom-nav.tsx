import { useEffect, type RefObject } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { AccountType } from '@conectando/contracts';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BookIcon, BriefcaseIcon, ChatIcon, UserIcon, VideoIcon } from '@/components/ui/icons';
import { BOTTOM_NAV_HEIGHT_VAR, notify } from '@/components/ui/toaster';
import { NavTab } from './bottom-nav-tab';
import { usePublishedHeight } from './use-published-height';
import { BOTTOM_NAV_HEIGHT, BOTTOM_NAV_ON_SCREEN_ATTR, chromeInFlow, largeText } from './chrome-sizes';

interface BottomNavProps {
  accountType: AccountType;
  isValidated: boolean;
  // Unread messages over all chats: a badge on the Chats tab.
  chatsUnread?: number;
}

// Five 18 px labels do not fit a 390 px phone side by side: the two long ones may break at a soft
// hyphen (U+00AD: shown only where the line breaks, ignored by screen readers and accessible names).
const TABS = [
  { to: paths.skills, label: 'Habili\u00ADdades', icon: BookIcon, matches: [paths.skills, paths.home] },
  { to: paths.chats, label: 'Chats', icon: ChatIcon, matches: [paths.chats, '/chat'] },
  { to: paths.stories, label: 'Relatos', icon: VideoIcon, matches: [paths.stories] },
  {
    to: paths.marketplace,
    label: 'Profe\u00ADsional',
    icon: BriefcaseIcon,
    matches: [paths.marketplace, '/profesional'],
  },
  { to: paths.profile, label: 'Perfil', icon: UserIcon, matches: [paths.profile] },
] as const;

const isActive = (pathname: string, matches: readonly string[]) =>
  matches.some((m) => (m === paths.home ? pathname === m : pathname === m || pathname.startsWith(`${m}/`)));

// The Profesional tab is open only to validated professionals and institutions.
export const canUseMarketplace = (accountType: AccountType, isValidated: boolean) =>
  (accountType === AccountType.Profesional || accountType === AccountType.Institucion) && isValidated;

const explainRestriction = (accountType: AccountType) =>
  accountType === AccountType.Persona
    ? notify({
        title: 'Acceso restringido',
        description: 'Esta sección está disponible solo para profesionales e instituciones validadas.',
      })
    : notify({
        title: 'Cuenta en revisión',
        description: 'Tu cuenta está en proceso de validación. Te notificaremos cuando esté aprobada.',
      });

// In the flow (large text) the bar takes no room from the screen: nothing needs to stay clear of it.
const isFixed = (bar: HTMLElement) => getComputedStyle(bar).position === 'fixed';

/** While the bar closes the page on screen (in the flow), the page's scroll anchoring holds it (system.ts). */
function useAnchoredOnScreen(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(([entry]) =>
      root.toggleAttribute(BOTTOM_NAV_ON_SCREEN_ATTR, entry.isIntersecting && !isFixed(bar)),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeAttribute(BOTTOM_NAV_ON_SCREEN_ATTR);
    };
  }, [ref]);
}

export const BottomNav = ({ accountType, isValidated, chatsUnread = 0 }: BottomNavProps) => {
  const { pathname } = useLocation();
  const marketplaceOpen = canUseMarketplace(accountType, isValidated);
  // The toaster keeps toasts just above the bar, the chat panes end where it starts.
  const ref = usePublishedHeight<HTMLElement>(BOTTOM_NAV_HEIGHT_VAR, isFixed);
  useAnchoredOnScreen(ref);

  return (
    <Box
      ref={ref}
      as="nav"
      aria-label="Navegación principal"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="2px"
      borderColor="border.emphasized"
      boxShadow="0 -2px 10px rgba(0,0,0,0.06)"
      pb="env(safe-area-inset-bottom)"
      // Large text: five tabs need several rows; fixed, they would hold a third of the screen over the
      // page. The bar then closes the page instead, in the flow, one full-width tab a row.
      css={chromeInFlow({ position: 'static', boxShadow: 'none' })}
    >
      <Flex
        as="ul"
        listStyleType="none"
        m="0"
        mx="auto"
        p="1"
        maxW="xl"
        gap="0.5"
        minH={BOTTOM_NAV_HEIGHT}
        align="stretch"
        css={largeText({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minH: '0' })}
      >
        {TABS.map((tab) => (
          <NavTab
            key={tab.to}
            to={tab.to}
            label={tab.label}
            icon={tab.icon}
            active={isActive(pathname, tab.matches)}
            badge={tab.to === paths.chats ? chatsUnread : 0}
            onClosed={
              tab.to === paths.marketplace && !marketplaceOpen ? () => explainRestriction(accountType) : undefined
            }
          />
        ))}
      </Flex>
    </Box>
  );
};
