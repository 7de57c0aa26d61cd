import { Button, type ButtonProps } from '@chakra-ui/react';
import { HELP_ASK, helpPath, type HelpContext } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';

/** 'Pedir ayuda', one tap from a warning, a payment, a suspension or the profile; with what it is about. */
export const HelpLink = ({ context, ...props }: { context?: HelpContext } & ButtonProps) => (
  <Button size="lg" minH="12" variant="outline" bg="white" asChild {...props}>
    <RouterLink to={helpPath(context)}>{HELP_ASK}</RouterLink>
  </Button>
);
