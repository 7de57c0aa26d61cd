import type { ChatSummaryResponse } from '@conectando/contracts';

// How far participant `p` has read: their read mark, or their own latest message if later (writing in
// a chat means having seen it). Worked out when read, so that a send writes no read mark: one row
// version less per message on the latency path.
export const readUpTo = (p: string) =>
  `GREATEST(${p}.last_read_seq, COALESCE((SELECT max(m.seq) FROM messages m WHERE m.chat_id = ${p}.chat_id AND m.sender_id = ${p}.user_id), 0))`;

// $1 the user, $2 one chat of theirs or null for all. The list a phone asks for on every visit to the
// chats screen: a prepared statement, so PostgreSQL plans it once per connection (planning it took
// several times as long as running it).
export const CHAT_LIST_SQL = `
  SELECT c.id, c.last_seq AS "lastSeq", c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt",
         GREATEST(0, c.last_seq - ${readUpTo('me')}) AS "unreadCount",
         o.user_id AS "otherId", u.name AS "otherName", u.profile_image_file_id AS "otherPhotoFileId",
         ${readUpTo('o')} AS "otherLastReadSeq",
         (SELECT m.content FROM messages m WHERE m.chat_id = c.id ORDER BY m.seq DESC LIMIT 1) AS "lastMessage"
    FROM chat_participants me
    JOIN chats c ON c.id = me.chat_id
    JOIN chat_participants o ON o.chat_id = c.id AND o.user_id <> me.user_id
    JOIN users u ON u.id = o.user_id
   WHERE me.user_id = $1 AND ($2::uuid IS NULL OR c.id = $2::uuid)
     -- A chat with no message yet is listed only for whoever opened it (asked by id, it is there),
     -- unless a meeting was proposed in it: its card is there to answer.
     AND (c.last_seq > 0 OR c.opened_by IS NULL OR c.opened_by = me.user_id OR $2::uuid IS NOT NULL
          OR EXISTS (SELECT 1 FROM meetings mt WHERE (mt.organizer_id = o.user_id AND mt.invitee_id = me.user_id)
                                                OR (mt.organizer_id = me.user_id AND mt.invitee_id = o.user_id)))
   ORDER BY COALESCE(c.last_message_at, c.created_at) DESC`;

// A chat-list entry as one statement reads it: the response's own fields, with the dates still Date
// and the other person's columns still flat.
export type ChatListEntry = Pick<
  ChatSummaryResponse,
  'id' | 'lastSeq' | 'otherLastReadSeq' | 'lastMessage' | 'unreadCount'
> & {
  lastMessageAt: Date | null;
  createdAt: Date;
  otherId: string;
  otherName: string;
  otherPhotoFileId: string | null;
};
