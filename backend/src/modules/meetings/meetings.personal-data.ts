import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_EARLY, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { Meeting } from './entities/meeting.entity';
import { MeetingsService } from './meetings.service';

/** The video meetings a person arranged or was invited to; the ones still to come are cancelled on erasure. */
@Injectable()
export class MeetingsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly meetings: MeetingsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'meetings',
      eraseOrder: ERASE_EARLY,
      exportFor: async (userId) => {
        const rows = await this.dataSource.getRepository(Meeting).find({
          where: [{ organizerId: userId }, { inviteeId: userId }],
          order: { createdAt: 'ASC' },
        });
        return rows.map((m) => ({
          id: m.id,
          organizerId: m.organizerId,
          inviteeId: m.inviteeId,
          status: m.status,
          topic: m.topic,
          durationMinutes: m.durationMinutes,
          startsAt: m.startsAt?.toISOString() ?? null,
          proposedSlots: m.slots.map((s) => new Date(s).toISOString()),
          createdAt: m.createdAt.toISOString(),
        }));
      },
      eraseFor: ({ tx, userId }) => this.meetings.cancelAllOf(tx, userId),
    });
  }
}
