import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message references its sender's membership of its chat, not the chat and the user apart: one
 * foreign-key check per stored message instead of two, each a lookup and a row lock taken inside the
 * chat's send statement (docs/decisions/measured-choices.md). It says
 * more, too: only a participant's messages can exist. A membership goes when its chat or its user
 * does, and its messages with it, as they did before.
 */
export class MessageSenderParticipant1764900000000 implements MigrationInterface {
  name = 'MessageSenderParticipant1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE messages
        DROP CONSTRAINT messages_chat_id_fkey,
        DROP CONSTRAINT messages_sender_id_fkey,
        ADD CONSTRAINT messages_sender_participant_fkey FOREIGN KEY (chat_id, sender_id)
          REFERENCES chat_participants (chat_id, user_id) ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE messages
        DROP CONSTRAINT messages_sender_participant_fkey,
        ADD CONSTRAINT messages_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES chats(id) ON DELETE CASCADE,
        ADD CONSTRAINT messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES users(id) ON DELETE CASCADE`);
  }
}
