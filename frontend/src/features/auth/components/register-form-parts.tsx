import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { RegisterFormDto } from '@conectando/contracts';

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack as="fieldset" gap="5" border="none" p="0" m="0" minW="0">
    <Heading as="legend" fontSize="xl" mb="1" color="brand.fg" float="left" width="full">
      {title}
    </Heading>
    {children}
  </Stack>
);

export const BlockError = ({ messages }: { messages: string[] }) =>
  messages.length === 0 ? null : (
    <Box role="alert" bg="red.50" borderWidth="2px" borderColor="red.700" borderRadius="lg" p="3">
      {messages.map((message) => (
        <Text key={message} color="fg.error" fontWeight="semibold" fontSize="md">
          {message}
        </Text>
      ))}
    </Box>
  );

interface ConsentProps {
  control: Control<RegisterFormDto>;
  name: FieldPath<RegisterFormDto> & ('acceptTerms' | 'acceptPrivacy' | 'acceptNotifications');
  error?: string;
  children: ReactNode;
  // The document the box accepts: a link of its own under the box, so a tap on the label only ticks it.
  document?: { href: string; label: string };
}

export const Consent = ({ control, name, error, children, document }: ConsentProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Stack gap="1">
        <Checkbox.Root
          checked={Boolean(field.value)}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
          invalid={Boolean(error)}
          colorPalette="brand"
          size="lg"
          alignItems="flex-start"
          gap="3"
          minH="11"
          py="1"
        >
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          {/* A box that stands out while empty (3:1 against the page); ticked, the recipe's own look:
              overridden for every state, a ticked box looked empty and a second tap unticked it. */}
          <Checkbox.Control
            mt="0.5"
            borderWidth="2px"
            borderColor={{ base: 'border.control', _checked: 'colorPalette.solid' }}
            bg={{ base: 'white', _checked: 'colorPalette.solid' }}
            // Ticked before the app runs, only the browser knows: its own state shows it.
            css={{ 'input:checked + &': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid' } }}
          />
          <Checkbox.Label fontSize="md" fontWeight="normal" lineHeight="1.5">
            {children}
          </Checkbox.Label>
        </Checkbox.Root>
        {document && (
          <Link href={document.href} target="_blank" rel="noopener" fontSize="md" ms="10" alignSelf="flex-start">
            {document.label}
          </Link>
        )}
        {error && (
          <Text color="fg.error" fontWeight="semibold" fontSize="md" ps="10">
            {error}
          </Text>
        )}
      </Stack>
    )}
  />
);

export const distinct = (messages: (string | undefined)[]) => [
  ...new Set(messages.filter((m): m is string => Boolean(m))),
];
