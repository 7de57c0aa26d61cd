import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../ui/icons';

export const BackLink = ({ to, children = 'Volver' }: { to: string; children?: string }) => (
  <Button asChild variant="ghost" size="lg" ps="2" ms="-2" color="brand.fg" alignSelf="flex-start">
    <RouterLink to={to}>
      <ArrowLeftIcon boxSize="6" />
      {children}
    </RouterLink>
  </Button>
);
