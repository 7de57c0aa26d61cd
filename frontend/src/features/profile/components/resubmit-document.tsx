import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VERIFICATION_MSG } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { isAllowedDocument, MAX_UPLOAD_BYTES, readFileAsDataUrl } from '@/lib/read-file';
import { profileKeys } from '../api/profile-keys';

/** After a declined validation: a new certificate or document, which puts the account back in the queue. */
export const ResubmitDocument = ({ userId }: { userId: string }) => {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (document: string) => api.put<void>('/me/validation-document', { document }),
    onSuccess: () => {
      notify({ title: VERIFICATION_MSG.resubmitted });
      void queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const pick = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!isAllowedDocument(file) || file.size > MAX_UPLOAD_BYTES) return setError(VERIFICATION_MSG.documentRequired);
    send.mutate(await readFileAsDataUrl(file));
  };
  return (
    <Stack gap="2">
      <input
        ref={input}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        hidden
        aria-label={VERIFICATION_MSG.resubmit}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button size="lg" minH="12" colorPalette="brand" loading={send.isPending} onClick={() => input.current?.click()}>
        {VERIFICATION_MSG.resubmit}
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
          {error}
        </Text>
      )}
    </Stack>
  );
};
