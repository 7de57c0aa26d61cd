import { Box, Stack, Text } from '@chakra-ui/react';
import type { AdminReportResponse, ReportEvidenceLine } from '@conectando/contracts';
import { formatDateTime } from '../utils/format-date-time';

// A message around the reported one (copied with it), quieter than the reported message itself.
const ContextLine = ({ line }: { line: ReportEvidenceLine }) => (
  <Box bg="gray.50" borderRadius="lg" px="4" py="2">
    <Text fontSize="sm" color="gray.700" fontWeight="semibold">
      {line.senderName} · {formatDateTime(line.sentAt)}
    </Text>
    <Text fontSize="md" color="gray.800" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {line.content}
    </Text>
  </Box>
);

/** The reported messages or comments, each between the lines copied around it. */
export const ReportEvidence = ({ evidence }: { evidence: AdminReportResponse['evidence'] }) => (
  <Stack gap="2">
    <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
      {evidence.length === 1 ? 'Mensaje reportado' : 'Mensajes reportados'}
    </Text>
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {evidence.map((m) => (
        <Box as="li" key={m.messageId}>
          <Stack gap="1">
            {m.context?.before.map((c) => (
              <ContextLine key={c.messageId} line={c} />
            ))}
            <Box
              bg="orange.50"
              borderWidth="2px"
              borderColor="orange.600"
              borderRadius="lg"
              px="4"
              py="3"
              aria-label={m.story ? 'Comentario reportado' : 'Mensaje reportado'}
            >
              {m.story && (
                <Text fontSize="sm" color="gray.800">
                  Comentario en el relato «{m.story.title}»
                </Text>
              )}
              <Text fontSize="sm" color="gray.800" fontWeight="semibold">
                {m.senderName} · {formatDateTime(m.sentAt)}
              </Text>
              <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {m.content}
              </Text>
            </Box>
            {m.context?.after.map((c) => (
              <ContextLine key={c.messageId} line={c} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  </Stack>
);
