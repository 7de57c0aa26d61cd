import { Input, type InputProps } from '@chakra-ui/react';

/** The email box of the sign-in forms: the phone's email keyboard and its saved address offered. */
export const EmailInput = (props: InputProps) => (
  <Input type="email" autoComplete="email" inputMode="email" placeholder="tucorreo@ejemplo.cl" {...props} />
);
