import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { ChevronRightIcon, ClipboardCheckIcon, UserCheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { MaintenanceSwitchCard } from '@/features/maintenance/components/maintenance-switch-card';
import { AdminGuard } from './admin-guard';

const CARDS = [
  {
    to: paths.adminValidateUsers,
    title: 'Validar Usuarios',
    description: 'Revisa los certificados de profesionales y los documentos de instituciones.',
    icon: UserCheckIcon,
  },
  {
    to: paths.adminValidateOffers,
    title: 'Validar Ofertas',
    description: 'Aprueba o rechaza las ofertas de servicio publicadas por instituciones.',
    icon: ClipboardCheckIcon,
  },
] as const;

export const AdminHomeRoute = () => (
  <AdminGuard>
    <Page>
      <title>Administración · Conectando Generaciones</title>
      <Stack gap="6">
        <Heading as="h1" fontSize="3xl">
          Administración
        </Heading>
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {CARDS.map((card) => (
            <li key={card.to}>
              <chakra.a
                asChild
                display="block"
                bg="white"
                borderWidth="2px"
                borderColor="brand.200"
                borderRadius="2xl"
                p="5"
                boxShadow="sm"
                textDecoration="none"
                color="fg"
                _hover={{ borderColor: 'brand.700', bg: 'brand.50' }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
              >
                <RouterLink to={card.to}>
                  <HStack gap="3">
                    <Box bg="brand.100" color="brand.800" borderRadius="full" p="2.5" flexShrink={0}>
                      <card.icon boxSize="7" />
                    </Box>
                    <Text as="span" flex="1" fontSize="2xl" fontWeight="bold" lineHeight="1.2">
                      {card.title}
                    </Text>
                    <ChevronRightIcon boxSize="7" color="brand.700" />
                  </HStack>
                  <Text as="span" display="block" mt="3" fontSize="md" color="fg.muted">
                    {card.description}
                  </Text>
                </RouterLink>
              </chakra.a>
            </li>
          ))}
        </Stack>
        <MaintenanceSwitchCard />
      </Stack>
    </Page>
  </AdminGuard>
);
