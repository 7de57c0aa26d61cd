import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_EARLY, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { LiveClass } from './entities/live-class.entity';
import { LiveClassReview } from './entities/live-class-review.entity';
import { LiveClassSeat } from './entities/live-class-seat.entity';
import { LiveClassesService } from './live-classes.service';

/** The classes a person gave, their seats and their reviews; an erased mentor's classes to come are cancelled. */
@Injectable()
export class LiveClassesPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly classes: LiveClassesService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'liveClasses',
      eraseOrder: ERASE_EARLY,
      exportFor: async (userId) => {
        const [given, seats, reviews] = await Promise.all([
          this.dataSource.getRepository(LiveClass).find({ where: { mentorId: userId }, order: { startsAt: 'ASC' } }),
          this.dataSource.getRepository(LiveClassSeat).find({ where: { userId }, order: { createdAt: 'ASC' } }),
          this.dataSource.getRepository(LiveClassReview).find({ where: { reviewerId: userId } }),
        ]);
        return {
          given: given.map((c) => ({
            id: c.id,
            title: c.title,
            skillName: c.skillName,
            description: c.description,
            startsAt: c.startsAt.toISOString(),
            durationMinutes: c.durationMinutes,
            capacity: c.capacity,
            status: c.status,
          })),
          seats: seats.map((s) => ({ classId: s.classId, status: s.status, since: s.createdAt.toISOString() })),
          reviews: reviews.map((r) => ({
            classId: r.classId,
            rating: r.rating,
            comment: r.comment,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
      eraseFor: ({ tx, userId }) => this.classes.cancelAllOf(tx, userId),
    });
  }
}
