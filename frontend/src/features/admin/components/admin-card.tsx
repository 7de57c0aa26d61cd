import type { ReactNode } from 'react';
import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon, type FileIcon } from '@/components/ui/icons';

const cardStyles = {
  display: 'block',
  bg: 'white',
  borderWidth: '2px',
  borderColor: 'brand.200',
  borderRadius: '2xl',
  p: '5',
  boxShadow: 'sm',
  textDecoration: 'none',
  color: 'fg',
  _hover: { borderColor: 'brand.700', bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
} as const;

interface AdminCardProps {
  icon: typeof FileIcon;
  title: string;
  description: string;
  // A screen of the app (`to`), or a page the backend serves (`href`), which the router must not take.
  to?: string;
  href?: string;
  children?: ReactNode;
}

/** A card of the admin home: its icon, title and the chevron of a link, then what it leads to. */
export const AdminCard = ({ icon: Icon, title, description, to, href, children }: AdminCardProps) => {
  const text = (
    <>
      <HStack gap="3">
        <Box bg="brand.100" color="brand.800" borderRadius="full" p="2.5" flexShrink={0}>
          <Icon boxSize="7" />
        </Box>
        <Text as="span" flex="1" fontSize="2xl" fontWeight="bold" lineHeight="1.2">
          {title}
        </Text>
        <ChevronRightIcon boxSize="7" color="brand.700" />
      </HStack>
      <Text as="span" display="block" mt="3" fontSize="md" color="fg.muted">
        {description}
      </Text>
      {children}
    </>
  );
  return to ? (
    <chakra.a asChild {...cardStyles}>
      <RouterLink to={to}>{text}</RouterLink>
    </chakra.a>
  ) : (
    <chakra.a href={href} {...cardStyles}>
      {text}
    </chakra.a>
  );
};
