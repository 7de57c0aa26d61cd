import { Box } from '@chakra-ui/react';
import { chromeInFlow, TOP_NOTICES_HEIGHT_VAR } from './chrome-sizes';
import { ConnectionBanner } from './connection-banner';
import { UpdateBanner } from './update-banner';
import { usePublishedHeight } from './use-published-height';

// What concerns the whole app (a new version, no connection) stays in view above the header on every
// screen: in the flow, it scrolled away with the page, and a conversation, which fills the screen,
// pushed it out of sight. The header sticks below it and the chat panes leave room for it.
export const TopNotices = () => {
  const ref = usePublishedHeight<HTMLDivElement>(TOP_NOTICES_HEIGHT_VAR);
  return (
    <Box
      ref={ref}
      position="sticky"
      top="0"
      zIndex="banner"
      // With large text a sticky notice would hold much of the screen: like the header, it scrolls away.
      css={chromeInFlow({ position: 'static' })}
    >
      <UpdateBanner />
      <ConnectionBanner />
    </Box>
  );
};
