import { Stack, Text } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { RadioCard } from '@/components/ui/chakra/radio-card';
import { Controller, useFormContext } from 'react-hook-form';
import type { RegisterFormDto } from '@conectando/contracts';
import { USER_TYPE_OPTIONS } from '../utils/user-types';

// '¿Cómo quieres participar?': persona, profesional or institución, as large radio cards.
export const UserTypeField = () => {
  const {
    control,
    formState: { errors },
  } = useFormContext<RegisterFormDto>();
  return (
    <Controller
      control={control}
      name="userType"
      render={({ field }) => (
        <RadioCard.Root
          value={field.value ?? null}
          onValueChange={({ value }) => field.onChange(value)}
          name={field.name}
          colorPalette="brand"
          size="lg"
          orientation="horizontal"
          align="start"
          invalid={Boolean(errors.userType)}
        >
          <RadioCard.Label fontSize="xl" fontWeight="bold" color="brand.fg" mb="3">
            ¿Cómo quieres participar?{' '}
            <Text as="span" color="fg.error" aria-hidden="true">
              *
            </Text>
          </RadioCard.Label>
          <Stack gap="3">
            {USER_TYPE_OPTIONS.map((option) => (
              <RadioCard.Item
                key={option.value}
                value={option.value}
                borderWidth="2px"
                bg="white"
                // Chosen before the app runs, only the browser knows: its own state shows it.
                css={{
                  '&:has(input:checked)': { borderColor: 'colorPalette.solid' },
                  '&:has(input:checked) [data-part=item-indicator]': {
                    borderWidth: '7px',
                    borderColor: 'colorPalette.solid',
                  },
                }}
              >
                <RadioCard.ItemHiddenInput
                  // RHF focuses the chosen option (or the first one) when the type is missing.
                  ref={option.value === (field.value ?? USER_TYPE_OPTIONS[0]?.value) ? field.ref : undefined}
                />
                {/* With large text the circle goes above the words: beside them it took a quarter of
                    the card, and 'Profesional' broke inside the word. */}
                <RadioCard.ItemControl
                  alignItems="flex-start"
                  gap="4"
                  css={largeText({ flexDirection: 'column', gap: '2' })}
                >
                  <RadioCard.ItemIndicator
                    borderWidth="2px"
                    borderColor={{ base: 'border.control', _checked: 'colorPalette.solid' }}
                    boxSize="6"
                    mt="0.5"
                  />
                  <RadioCard.ItemContent gap="1">
                    <RadioCard.ItemText fontSize="lg" fontWeight="bold">
                      {option.title}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription fontSize="md" color="fg.muted" opacity="1">
                      {option.description}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Stack>
          {errors.userType?.message && (
            <Text role="alert" color="fg.error" fontWeight="semibold" fontSize="md" mt="2">
              {errors.userType.message}
            </Text>
          )}
        </RadioCard.Root>
      )}
    />
  );
};
