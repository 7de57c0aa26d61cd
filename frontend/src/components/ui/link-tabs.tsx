import type { ReactNode } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

export interface LinkTab {
  to: To;
  label: ReactNode;
  current: boolean;
}

// Sections of one screen whose choice lives in the address, drawn as links that look like tabs. Real
// links work on a drawn page before its app runs, and they keep Chakra's tabs machine off the page's
// first load (docs/decisions/first-load.md). The current one says so with aria-current.
export const LinkTabs = ({ label, tabs }: { label: string; tabs: LinkTab[] }) => (
  <HStack as="nav" aria-label={label} gap="1" p="1" bg="bg.muted" borderRadius="l3" align="stretch">
    {tabs.map((tab, index) => (
      <Box
        key={index}
        asChild
        flex="1"
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="1.5"
        minH="14"
        px="3"
        py="2"
        borderRadius="l2"
        fontSize="md"
        fontWeight="semibold"
        lineHeight="1.25"
        textAlign="center"
        textDecoration="none"
        color={tab.current ? 'fg' : 'fg.muted'}
        bg={tab.current ? 'bg' : 'transparent'}
        shadow={tab.current ? 'sm' : 'none'}
        _hover={{ color: 'fg' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
      >
        <RouterLink to={tab.to} aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </RouterLink>
      </Box>
    ))}
  </HStack>
);
