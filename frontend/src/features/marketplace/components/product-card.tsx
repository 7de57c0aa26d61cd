import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { PLAN_MSG } from '@conectando/contracts';

interface ProductCardProps {
  title: string;
  lines: string;
  price: string;
  action: ReactNode;
  // The plan the user has now.
  current?: boolean;
}

// What it gives and what it costs come first; then its name as the catalogue has it.
export const ProductCard = ({ title, lines, price, action, current = false }: ProductCardProps) => (
  <Stack
    as="article"
    aria-label={title}
    gap="3"
    bg={current ? 'green.50' : 'white'}
    borderWidth="2px"
    borderColor={current ? 'green.600' : 'border.emphasized'}
    borderRadius="xl"
    p="5"
  >
    <Text fontSize="xl" fontWeight="bold">
      {lines}
    </Text>
    <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
      {price}
    </Text>
    <Heading as="h3" fontSize="lg">
      {title}
    </Heading>
    {current && (
      <Text fontSize="md" fontWeight="semibold" color="green.900">
        {PLAN_MSG.currentPlan}
      </Text>
    )}
    {action}
  </Stack>
);
