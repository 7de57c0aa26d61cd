import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { AdminGuard } from './admin-guard';

interface AdminReviewPageProps {
  title: string;
  description: string;
  backTo: string;
  children: ReactNode;
}

// An admin review queue's page: admins only, a back link, the heading with one line of help, the queue.
export const AdminReviewPage = ({ title, description, backTo, children }: AdminReviewPageProps) => (
  <AdminGuard>
    <Page>
      <title>{`${title} · Conectando Generaciones`}</title>
      <Stack gap="5">
        <BackLink to={backTo} />
        <Stack gap="1">
          <Heading as="h1" fontSize="3xl">
            {title}
          </Heading>
          <Text fontSize="md" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Page>
  </AdminGuard>
);
