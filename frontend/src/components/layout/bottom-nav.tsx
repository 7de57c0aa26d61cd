import { useLayoutEffect, useRef } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { AccountType } from '@conectando/contracts';
import { NavLink, useLocation } from 'react-router-dom';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import { BookIcon, BriefcaseIcon, ChatIcon, UserIcon, VideoIcon } from '../ui/icons';
import { BOTTOM_NAV_HEIGHT_VAR, notify } from '../ui/toaster';

export const BOTTOM_NAV_HEIGHT = '5.25rem';

interface BottomNavProps {
  accountType: AccountType;
  isValidated: boolean;
  /** Unread messages over all chats: a badge on the Chats tab. */
  chatsUnread?: number;
}

const TABS = [
  { to: paths.skills, label: 'Habilidades', icon: BookIcon, matches: [paths.skills, paths.home] },
  { to: paths.chats, label: 'Chats', icon: ChatIcon, matches: [paths.chats, '/chat'] },
  { to: paths.stories, label: 'Relatos', icon: VideoIcon, matches: [paths.stories] },
  { to: paths.marketplace, label: 'Profesional', icon: BriefcaseIcon, matches: [paths.marketplace, '/profesional'] },
  { to: paths.profile, label: 'Perfil', icon: UserIcon, matches: [paths.profile] },
] as const;

const isActive = (pathname: string, matches: readonly string[]) =>
  matches.some((m) => (m === paths.home ? pathname === m : pathname === m || pathname.startsWith(`${m}/`)));

// Spec §2: the Profesional tab is open only to validated professionals and institutions.
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

const tabStyles = {
  flex: '1 1 auto',
  width: 'full',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minH: '16',
  minW: '11',
  px: '0.5',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  lineHeight: '1.2',
  textDecoration: 'none',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '-3px' },
} as const;


/**
 * Publishes the bar's real height (safe area and font scaling included) for the toaster, which keeps
 * toasts just above it; the variable goes away with the bar.
 */
const usePublishedHeight = () => {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(BOTTOM_NAV_HEIGHT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_NAV_HEIGHT_VAR);
    };
  }, []);
  return ref;
};

export const BottomNav = ({ accountType, isValidated, chatsUnread = 0 }: BottomNavProps) => {
  const { pathname } = useLocation();
  const marketplaceOpen = canUseMarketplace(accountType, isValidated);
  const ref = usePublishedHeight();

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
      >
        {TABS.map((tab) => {
          const active = isActive(pathname, tab.matches);
          const disabled = tab.to === paths.marketplace && !marketplaceOpen;
          const Icon = tab.icon;
          const badge = tab.to === paths.chats ? chatsUnread : 0;
          const content = (
            <>
              <Box position="relative" lineHeight="0">
                <Icon boxSize="7" />
                {badge > 0 && <CountBadge count={badge} top="-0.5rem" insetEnd="-1.25rem" />}
              </Box>
              {/* Five labels must fit a 360-390px phone: 15px here (14px under 375px), under 28px icons. */}
              <Text
                as="span"
                fontSize="0.8333rem"
                whiteSpace="nowrap"
                css={{ '@media (max-width: 374px)': { fontSize: '0.7778rem' } }}
              >
                {tab.label}
              </Text>
            </>
          );
          return (
            <Flex as="li" key={tab.to} flex="1 1 auto" minW="0">
              {disabled ? (
                // Stays focusable and explains why it is closed instead of silently doing nothing.
                <chakra.button
                  type="button"
                  aria-disabled="true"
                  onClick={() => explainRestriction(accountType)}
                  {...tabStyles}
                  color="gray.600"
                  bg="transparent"
                  cursor="not-allowed"
                  position="relative"
                >
                  {content}
                </chakra.button>
              ) : (
                <chakra.a
                  asChild
                  {...tabStyles}
                  color={active ? 'brand.800' : 'gray.700'}
                  bg={active ? 'brand.100' : 'transparent'}
                  _hover={{ bg: active ? 'brand.100' : 'gray.100' }}
                >
                  <NavLink
                    to={tab.to}
                    aria-current={active ? 'page' : undefined}
                    aria-label={badge > 0 ? `${tab.label}, ${badge} sin leer` : undefined}
                  >
                    {content}
                  </NavLink>
                </chakra.a>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
};
