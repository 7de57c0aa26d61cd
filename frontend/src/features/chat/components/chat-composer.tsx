import type { AttachmentUpload } from '../api/send-attachment';
import { AttachmentButtons } from '../attachments/attachment-buttons';
import { AttachmentReview } from '../attachments/attachment-review';
import { useAttachmentDraft } from '../attachments/use-attachment-draft';
import { useTypingSignal } from '../hooks/use-typing';
import { saveChatDraft } from '../utils/chat-drafts';
import { MessageComposer } from './message-composer';

interface ChatComposerProps {
  chatId: string;
  myId: string | null;
  onSend: (content: string) => void;
  initialText?: string;
  upload: (upload: AttachmentUpload) => Promise<void>;
}

// The conversation's composer: a text (kept as a draft, said to the other person as typing), or a photo
// or voice note seen or heard before it goes ('Foto' and 'Mensaje de voz' give way to it meanwhile).
export const ChatComposer = ({ chatId, myId, onSend, initialText, upload }: ChatComposerProps) => {
  const typingSignal = useTypingSignal(chatId);
  const attachment = useAttachmentDraft(upload);
  const busy = attachment.recorder.recording || attachment.draft !== null;
  return (
    <MessageComposer
      initialText={initialText}
      onTextChange={(text) => {
        typingSignal.typed(text);
        saveChatDraft(myId, chatId, text);
      }}
      onSend={(content) => {
        saveChatDraft(myId, chatId, '');
        typingSignal.stop();
        onSend(content);
      }}
      above={<AttachmentReview state={attachment} />}
      tools={busy ? undefined : <AttachmentButtons onPhoto={attachment.choosePhoto} onVoice={attachment.record} />}
    />
  );
};
