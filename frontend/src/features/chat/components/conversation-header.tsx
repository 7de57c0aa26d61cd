import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';
import { BackLink } from '@/components/layout/back-link';
import { largeText } from '@/components/layout/chrome-sizes';
import { paths } from '@/config/paths';
import { ChatAvatar } from './chat-avatar';

interface ConversationHeaderProps {
  name: string;
  // The other person's photo (null: their initials); undefined until the chat's summary is known.
  imageUrl: string | null | undefined;
  showBack: boolean;
  headingLevel: 'h1' | 'h2';
  // The chat's safety menu (report, block).
  menu: ReactNode;
}

// Said whole (not cut 'Rosa M…'), on a row of its own under the arrow and the dots.
const NAME_ON_ITS_OWN_ROW_WITH_LARGE_TEXT = largeText({
  whiteSpace: 'normal',
  overflow: 'visible',
  order: 1,
  flexBasis: '100%',
});
// Large text: margins in px (a rem is 2.25 times as long at 'Muy grande'), the arrow's row no taller
// than its 48 px targets (the back arrow alone is one: its link sets no size of its own).
const COMPACT_WITH_LARGE_TEXT = largeText({
  minHeight: '0',
  paddingBlock: '4px',
  rowGap: '0',
  '& > a[data-own-size]': { height: '48px', minHeight: '48px', minWidth: '48px', paddingInline: '10px' },
});

export const ConversationHeader = ({ name, imageUrl, showBack, headingLevel, menu }: ConversationHeaderProps) => (
  // Large text: the back arrow and the dots on a row, the name whole on the next (a Flex, not a stack,
  // whose large-text wrapping would put the dots under the name).
  <Flex
    align="center"
    gap="2"
    wrap="wrap"
    ps="2"
    pe="3"
    py="2"
    bg="white"
    borderBottomWidth="1px"
    borderColor="border.emphasized"
    minH="16"
    css={COMPACT_WITH_LARGE_TEXT}
  >
    {showBack && <BackLink to={paths.chats} wordHiddenWithLargeText />}
    {imageUrl !== undefined && (
      <ChatAvatar name={name} imageUrl={imageUrl} size="md" css={largeText({ display: 'none' })} />
    )}
    <Heading
      as={headingLevel}
      fontSize="lg"
      lineHeight="1.2"
      flex="1"
      overflowWrap="anywhere"
      minW="0"
      css={NAME_ON_ITS_OWN_ROW_WITH_LARGE_TEXT}
    >
      {name}
    </Heading>
    {menu}
  </Flex>
);
