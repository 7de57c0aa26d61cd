import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserType } from '@conectando/contracts';
import { BriefcaseIcon, BuildingIcon, ChevronRightIcon, UserIcon } from '@/components/ui/icons';
import { loginPathAs } from '../hooks/use-selected-user-type';
import { USER_TYPE_OPTIONS } from '../utils/user-types';

const ICONS = {
  [UserType.Professional]: BriefcaseIcon,
  [UserType.Person]: UserIcon,
  [UserType.Institution]: BuildingIcon,
} as const;

// Each card leads to the sign-in for that kind of account, the choice in its address: a link works
// even when tapped before the app's code arrived.
export const UserTypeCards = () => (
  <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
    {USER_TYPE_OPTIONS.map((option) => {
      const Icon = ICONS[option.value];
      return (
        <li key={option.value}>
          <Box
            asChild
            display="block"
            width="full"
            textAlign="start"
            bg="white"
            borderWidth="2px"
            borderColor="brand.200"
            borderRadius="2xl"
            p="5"
            minH="24"
            boxShadow="sm"
            cursor="pointer"
            transition="border-color 0.15s, background 0.15s"
            _hover={{ borderColor: 'brand.700', bg: 'brand.50' }}
            _active={{ bg: 'brand.100' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
          >
            <RouterLink to={loginPathAs(option.value)}>
              <HStack gap="3" align="center">
                <Box bg="brand.100" color="brand.800" borderRadius="full" p="2.5" flexShrink={0}>
                  <Icon boxSize="7" />
                </Box>
                <Text as="span" flex="1" fontSize="2xl" fontWeight="bold" lineHeight="1.2" color="fg">
                  {option.title}
                </Text>
                <ChevronRightIcon boxSize="7" color="brand.700" flexShrink={0} />
              </HStack>
              <Text as="span" display="block" mt="3" fontSize="md" lineHeight="1.5" color="fg.muted">
                {option.description}
              </Text>
            </RouterLink>
          </Box>
        </li>
      );
    })}
  </Stack>
);
