import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '@/components/ui/chakra/list';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArrowLeftIcon } from '../ui/icons';
import { Page } from './page';

export interface LegalSection {
  title: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
  after?: ReactNode[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

// Terms and privacy pages: long text in short numbered sections, with a way back that works whether
// the page was opened from the form (new tab) or from inside the app.
export const LegalDocument = ({ title, updated, intro, sections }: LegalDocumentProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.home));

  return (
    <Page>
      <title>{`${title} · Conectando Generaciones`}</title>
      <Stack gap="6">
        <Button variant="ghost" size="lg" ps="2" ms="-2" color="brand.fg" alignSelf="flex-start" onClick={goBack}>
          <ArrowLeftIcon boxSize="6" />
          Volver
        </Button>
        <Stack gap="2">
          <Heading as="h1" fontSize="3xl" lineHeight="1.2">
            {title}
          </Heading>
          <Text fontSize="md" color="fg.muted">
            {updated}
          </Text>
        </Stack>
        <Text fontSize="lg" lineHeight="1.7">
          {intro}
        </Text>
        {sections.map((section, index) => (
          <Box as="section" key={section.title}>
            <Heading as="h2" fontSize="xl" mb="3" color="brand.900">
              {index + 1}. {section.title}
            </Heading>
            <Stack gap="3" fontSize="md" lineHeight="1.7">
              {section.paragraphs?.map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
              {section.items && (
                <List.Root gap="2" ps="5">
                  {section.items.map((item, i) => (
                    <List.Item key={i}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
              {section.after?.map((paragraph, i) => (
                <Text key={`after-${i}`}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
        ))}
        <Button variant="outline" size="lg" alignSelf="flex-start" onClick={goBack}>
          <ArrowLeftIcon boxSize="5" />
          Volver
        </Button>
      </Stack>
    </Page>
  );
};
