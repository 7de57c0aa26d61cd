import { Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { HammerIcon, MailIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { DEFAULT_CONTACT_EMAIL } from '../api/get-maintenance-status';

export const MaintenancePage = ({ contactEmail }: { contactEmail?: string | null }) => {
  const email = contactEmail || DEFAULT_CONTACT_EMAIL;
  const at = email.indexOf('@');
  return (
    <Page as="main" py="10">
      <title>En Construcción · Conectando Generaciones</title>
      <Stack gap="6" align="center" textAlign="center">
        <Logo boxSize="20" />
        <Box color="brand.700" aria-hidden="true">
          <HammerIcon boxSize="12" />
        </Box>
        <Heading as="h1" fontSize="4xl" lineHeight="1.2">
          En Construcción
        </Heading>
        <Text fontSize="lg" lineHeight="1.7">
          Conectando Generaciones es una plataforma de mentoría intergeneracional donde las personas mayores comparten
          sus habilidades, oficios e historias con las nuevas generaciones, con el apoyo de estudiantes de psicología,
          terapia ocupacional y educación.
        </Text>
        <Text fontSize="lg">Estamos haciendo mejoras para ti. Vuelve a visitarnos pronto.</Text>
        <Stack gap="1" align="center" bg="brand.50" borderRadius="xl" p="4" w="full">
          <HStack gap="2" justify="center">
            <MailIcon boxSize="5" color="brand.700" />
            <Text fontSize="md" fontWeight="semibold">
              ¿Tienes preguntas? Escríbenos:
            </Text>
          </HStack>
          <Link href={`mailto:${email}`} fontSize="lg" display="inline">
            {/* Break long addresses after the "@" rather than mid-word. */}
            {at > 0 ? (
              <>
                {email.slice(0, at + 1)}
                <wbr />
                {email.slice(at + 1)}
              </>
            ) : (
              email
            )}
          </Link>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          © 2025 Conectando Generaciones. Todos los derechos reservados.
        </Text>
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to={paths.login}>Ingreso administradores</RouterLink>
        </Link>
      </Stack>
    </Page>
  );
};
