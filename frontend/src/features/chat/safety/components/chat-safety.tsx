import { useState, type ReactNode } from 'react';
import { Button, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MSG } from '@conectando/contracts';
import { largeText, OWN_SIZE_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { Menu } from '@/components/ui/chakra/menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MoreVerticalIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useBlockUser } from '../api/block-user';
import { useBlockedUsers } from '../api/get-blocked';
import { ReportDialog } from './report-dialog';

// With large text the dots keep a target's size: grown with the text they crowded the name.
// A 48 px target, not as tall as a line of large text: the header's row is no taller than it.
const TARGET_SIZE_WITH_LARGE_TEXT = largeText({
  height: '48px',
  padding: '0',
  width: '48px',
  minWidth: '48px',
  minHeight: '48px',
  marginInlineStart: 'auto',
});
const ICON_WITH_LARGE_TEXT = largeText({ width: '28px', height: '28px' });

interface ChatSafety {
  blocked: boolean;
  report: (messageIds?: string[]) => void;
  askBlock: () => void;
  // The menu for the chat's header.
  menu: ReactNode;
  // 'Bloqueaste a <nombre>' and 'Desbloquear', in place of the composer while blocked.
  blockedNotice: ReactNode;
  dialogs: ReactNode;
}

/** Report and block for one conversation: the header's menu, the dialogs and the blocked state. */
export function useChatSafety(other: { id: string; name: string } | undefined): ChatSafety {
  const blockedList = useBlockedUsers();
  const mutation = useBlockUser();
  const [reporting, setReporting] = useState<string[] | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const blocked = Boolean(other && blockedList.data?.some((b) => b.id === other.id));
  const name = other?.name ?? '';

  const setBlock = (block: boolean) => {
    if (!other) return;
    mutation.mutate(
      { userId: other.id, block },
      {
        onSuccess: () => setConfirmBlock(false),
        onError: (e) => notify({ variant: 'destructive', title: errorMessage(e) }),
      },
    );
  };

  const menu = other ? (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        {/* Three dots, not a second ≡: the header's 'Menú' is the app's; this one is about this chat.
            No visible word: at 100% text it left the person's name one letter wide. */}
        <IconButton
          aria-label="Opciones"
          variant="ghost"
          size="lg"
          minW="12"
          minH="12"
          css={TARGET_SIZE_WITH_LARGE_TEXT}
          {...OWN_SIZE_WITH_LARGE_TEXT}
        >
          <MoreVerticalIcon boxSize="6" css={ICON_WITH_LARGE_TEXT} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" p="2" borderRadius="xl">
            <Menu.Item value="report" minH="12" fontSize="lg" onSelect={() => setReporting([])}>
              {SAFETY_MSG.report}
            </Menu.Item>
            {blocked ? (
              <Menu.Item value="unblock" minH="12" fontSize="lg" onSelect={() => setBlock(false)}>
                {SAFETY_MSG.unblock}
              </Menu.Item>
            ) : (
              <Menu.Item value="block" minH="12" fontSize="lg" color="fg.error" onSelect={() => setConfirmBlock(true)}>
                {SAFETY_MSG.block}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  ) : null;

  const blockedNotice = blocked ? (
    <Stack gap="3" px="4" py="4" bg="white" borderTopWidth="1px" borderColor="border.emphasized" align="center">
      <Text fontSize="lg" fontWeight="semibold">
        {SAFETY_MSG.blockedName(name)}
      </Text>
      <Button size="lg" minH="12" variant="outline" loading={mutation.isPending} onClick={() => setBlock(false)}>
        {SAFETY_MSG.unblock}
      </Button>
    </Stack>
  ) : null;

  const dialogs = other ? (
    <>
      <ReportDialog
        open={reporting !== null}
        targetUserId={other.id}
        targetName={name}
        messageIds={reporting?.length ? reporting : undefined}
        onClose={() => setReporting(null)}
        onBlock={blocked ? undefined : () => setConfirmBlock(true)}
      />
      <ConfirmDialog
        open={confirmBlock}
        title={`${SAFETY_MSG.block} a ${name}`}
        confirmLabel={SAFETY_MSG.block}
        pending={mutation.isPending}
        pendingLabel="Bloqueando…"
        destructive
        onConfirm={() => setBlock(true)}
        onCancel={() => setConfirmBlock(false)}
      >
        {SAFETY_MSG.blockConfirm(name)}
      </ConfirmDialog>
    </>
  ) : null;

  return {
    blocked,
    report: (messageIds = []) => setReporting(messageIds),
    askBlock: () => setConfirmBlock(true),
    menu,
    blockedNotice,
    dialogs,
  };
}
