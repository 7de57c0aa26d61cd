import type { ComponentType } from 'react';
import { Box, Flex, Text, VisuallyHidden, chakra, type IconProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { formatBadgeCount } from '@/components/ui/count-badge';
import { largeText } from './chrome-sizes';

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
  py: '1',
  position: 'relative',
  borderRadius: 'lg',
  fontSize: 'md',
  fontWeight: 'semibold',
  lineHeight: '1.15',
  textAlign: 'center',
  textDecoration: 'none',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '-3px' },
  // Large text: the tabs flow into rows of words (the icons step aside), the bar grows upwards.
  ...largeText({ flexDirection: 'row', justifyContent: 'flex-start', gap: '2', px: '4', minH: '11' }),
} as const;

interface NavTabProps {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  active: boolean;
  // Unread count shown on the tab (Chats).
  badge: number;
  // Set when the tab is closed to this account: it explains why instead of navigating.
  onClosed?: () => void;
}

const TabContent = ({ label, icon: Icon, badge }: Pick<NavTabProps, 'label' | 'icon' | 'badge'>) => (
  <>
    <Box lineHeight="0">
      <Icon boxSize="7" />
    </Box>
    {/* break-word, not anywhere: 'anywhere' lets the column shrink below a word ('Relato/s'). */}
    <Text as="span" hyphens="manual" overflowWrap="break-word">
      {label.includes('\u00AD') ? (
        // Not every accessibility tree drops the soft hyphen: the name is spelled plainly.
        <>
          <span aria-hidden="true">{label}</span>
          <VisuallyHidden>{label.replace('\u00AD', '')}</VisuallyHidden>
        </>
      ) : (
        label
      )}
    </Text>
    {/* After the label, so the name reads 'Chats 2 sin leer' and contains what is seen. */}
    {badge > 0 && (
      <>
        {' '}
        <Box
          as="span"
          boxSizing="border-box"
          minW="1.5rem"
          h="1.5rem"
          px="0.25rem"
          borderRadius="full"
          bg="red.700"
          color="white"
          fontSize="md"
          fontWeight="bold"
          lineHeight="1.25rem"
          textAlign="center"
          borderWidth="2px"
          borderColor="white"
          position="absolute"
          top="0"
          insetStart="calc(50% + 0.5rem)"
          css={largeText({ position: 'static', h: 'auto' })}
          data-testid="chats-unread"
        >
          {formatBadgeCount(badge)}
        </Box>{' '}
        <VisuallyHidden>sin leer</VisuallyHidden>
      </>
    )}
  </>
);

export const NavTab = ({ to, label, icon, active, badge, onClosed }: NavTabProps) => (
  // Equal columns, but never narrower than the longest word ('Relatos' must not break).
  <Flex as="li" flex="1 1 0" minW="min-content">
    {onClosed ? (
      // Stays focusable and explains why it is closed instead of silently doing nothing.
      <chakra.button
        type="button"
        aria-disabled="true"
        onClick={onClosed}
        {...tabStyles}
        color="gray.600"
        bg="transparent"
        cursor="not-allowed"
        position="relative"
      >
        <TabContent label={label} icon={icon} badge={badge} />
      </chakra.button>
    ) : (
      <chakra.a
        asChild
        {...tabStyles}
        color={active ? 'brand.800' : 'gray.700'}
        bg={active ? 'brand.100' : 'transparent'}
        _hover={{ bg: active ? 'brand.100' : 'gray.100' }}
      >
        <NavLink to={to} aria-current={active ? 'page' : undefined}>
          <TabContent label={label} icon={icon} badge={badge} />
        </NavLink>
      </chakra.a>
    )}
  </Flex>
);
