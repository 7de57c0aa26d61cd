import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@/components/ui/chakra/avatar';
import { Badge } from '@/components/ui/chakra/badge';
import { COUNTRIES, VERIFICATION_MSG, formatDate, isPrivateUser, type UserResponse } from '@conectando/contracts';
import { VerificationList } from '@/components/ui/verification-list';
import { MailIcon, PencilIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import { memberSinceLabel } from '../utils/member-since';
import { ResubmitDocument } from './resubmit-document';

const countryName = (code: string) => (COUNTRIES as Record<string, string>)[code] ?? code;

// Avatar, name, validation badge, region and country, email and 'Miembro desde' (on /profile).
export const ProfileCard = ({ user, onEdit }: { user: UserResponse; onEdit?: () => void }) => {
  const now = useNow();
  const place = [user.region, countryName(user.country)].filter(Boolean).join(', ');
  return (
    <Box bg="white" borderWidth="1px" borderColor="border.emphasized" borderRadius="2xl" p="5">
      <Stack gap="4">
        <HStack gap="4" align="center">
          <Avatar.Root boxSize="20" bg="brand.100" color="brand.900" fontSize="2xl" flexShrink={0}>
            <Avatar.Fallback name={user.name} />
            {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt={`Foto de perfil de ${user.name}`} />}
          </Avatar.Root>
          <Stack gap="1" minW="0">
            <Heading as="h2" fontSize="2xl" lineHeight="1.25" wordBreak="break-word">
              {user.name}
            </Heading>
            {user.isValidated ? (
              <Badge bg="green.700" color="white" fontSize="sm" px="2" alignSelf="flex-start" gap="1">
                <ShieldCheckIcon boxSize="4" />
                Cuenta validada
              </Badge>
            ) : (
              <Badge bg="orange.100" color="orange.900" fontSize="sm" px="2" alignSelf="flex-start">
                Validación pendiente
              </Badge>
            )}
          </Stack>
        </HStack>
        <VerificationList verifications={user.verifications ?? []} rnpiNumber={user.rnpiNumber} />
        {isPrivateUser(user) && user.validationDeclinedReason && !user.isValidated && (
          <Box role="status" bg="orange.50" borderWidth="2px" borderColor="orange.600" borderRadius="xl" p="4">
            <Text fontSize="lg" fontWeight="bold">
              {VERIFICATION_MSG.declinedTitle}
            </Text>
            <Text fontSize="lg" mb="3">
              {user.validationDeclinedReason}
            </Text>
            {onEdit && <ResubmitDocument userId={user.id} />}
          </Box>
        )}
        <Stack gap="1" fontSize="lg">
          {place && <Text>{place}</Text>}
          {isPrivateUser(user) && (
            <HStack gap="2">
              <MailIcon boxSize="5" color="fg.muted" />
              <Text wordBreak="break-all">{user.email}</Text>
            </HStack>
          )}
          <Text color="fg.muted" title={formatDate(user.createdAt)}>
            Miembro desde {memberSinceLabel(user.createdAt, now)}
          </Text>
          {user.bio && (
            <Text pt="2" whiteSpace="pre-line">
              {user.bio}
            </Text>
          )}
        </Stack>
        {onEdit && (
          <Button variant="outline" size="lg" onClick={onEdit} alignSelf="flex-start">
            <PencilIcon boxSize="5" />
            Editar perfil
          </Button>
        )}
      </Stack>
    </Box>
  );
};
