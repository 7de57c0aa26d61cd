import type { ReactNode } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { Card } from '@/components/ui/chakra/card';

interface AdminReviewCardProps {
  label: string;
  children: ReactNode;
  // A Card.Footer with the card's actions, when it has them.
  footer?: ReactNode;
}

/** The frame every item an admin reviews sits in: accounts, offers and reports. */
export const AdminReviewCard = ({ label, children, footer }: AdminReviewCardProps) => (
  <Card.Root as="article" variant="outline" borderWidth="2px" borderRadius="xl" aria-label={label}>
    <Card.Body gap="4" p="5">
      {children}
    </Card.Body>
    {footer}
  </Card.Root>
);

interface AdminReviewHeadingProps {
  title: ReactNode;
  badge: ReactNode;
  // The line under the title: who sent it and when.
  children: ReactNode;
  // Titles people write themselves break anywhere rather than push the card wider.
  breakAnywhere?: boolean;
}

/** The item's name with its state beside it, and the line under them. */
export const AdminReviewHeading = ({ title, badge, children, breakAnywhere = false }: AdminReviewHeadingProps) => (
  <Stack gap="1">
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Card.Title as="h3" fontSize="xl" lineHeight="1.3" overflowWrap={breakAnywhere ? 'anywhere' : undefined}>
        {title}
      </Card.Title>
      {badge}
    </HStack>
    {children}
  </Stack>
);
