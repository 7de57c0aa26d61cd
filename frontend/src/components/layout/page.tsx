import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@chakra-ui/react';

// The narrow, centred column every screen uses: mobile first, comfortable on a desktop too.
export const Page = ({ children, ...props }: ContainerProps & { children: ReactNode }) => (
  <Container maxW="xl" px={{ base: '4', md: '6' }} py="6" {...props}>
    {children}
  </Container>
);
