import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

// Two people, an elder and a younger one, side by side: the product's mark (also the PWA icon).
export const Logo = (props: HTMLChakraProps<'svg'>) => (
  <chakra.svg viewBox="0 0 64 64" boxSize="16" aria-hidden="true" focusable="false" flexShrink={0} {...props}>
    <circle cx="32" cy="32" r="32" fill="#c2410c" />
    <circle cx="23" cy="21" r="7.5" fill="#fff" />
    <path d="M9.5 47.5a13.5 13.5 0 0 1 27 0z" fill="#fff" />
    <circle cx="43" cy="26" r="6" fill="#fed7aa" />
    <path d="M32 48a11 11 0 0 1 22 0z" fill="#fed7aa" />
  </chakra.svg>
);
