import { useState } from 'react';
import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadIcon, TrashIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

// 'Mis datos' on the profile: the person's copy of their data and the way to leave, each one tap away.
export const DataRightsSection = () => {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack as="section" aria-labelledby="mis-datos" gap="3">
      <Heading as="h2" id="mis-datos" fontSize="2xl">
        Mis datos
      </Heading>
      <Text fontSize="lg">
        Puedes descargar una copia de todo lo que guardamos sobre ti, o eliminar tu cuenta cuando quieras.{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={paths.privacy}>Cómo cuidamos tus datos</RouterLink>
        </Link>
      </Text>
      <Button
        variant="outline"
        size="xl"
        width="full"
        whiteSpace="normal"
        loading={download.isPending}
        loadingText="Preparando tus datos…"
        onClick={() => download.mutate()}
      >
        <DownloadIcon boxSize="6" />
        Descargar mis datos
      </Button>
      <Button
        variant="outline"
        size="xl"
        width="full"
        whiteSpace="normal"
        color="fg.error"
        borderColor="fg.error"
        onClick={() => setDeleting(true)}
      >
        <TrashIcon boxSize="6" />
        Eliminar mi cuenta
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
};
