import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { MarketplaceGate, type MarketplaceAudience } from './marketplace-gate';

interface MarketplacePageProps {
  audience: MarketplaceAudience;
  heading: string;
  backTo: string;
  intro?: string;
  children: ReactNode;
}

// The frame of every /profesional/... screen: the gate, a back link, the heading.
export const MarketplacePage = ({ audience, heading, backTo, intro, children }: MarketplacePageProps) => (
  <MarketplaceGate audience={audience} backTo={backTo}>
    <Page>
      <title>{`${heading} · Conectando Generaciones`}</title>
      <Stack gap="5">
        <BackLink to={backTo} />
        <Stack gap="1">
          <Heading as="h1" fontSize="3xl" lineHeight="1.2">
            {heading}
          </Heading>
          {intro && (
            <Text fontSize="md" color="fg.muted">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Page>
  </MarketplaceGate>
);
