import { Injectable } from '@nestjs/common';
import { ErrorCode, LIVE_CLASS_MSG, type LiveClassJoin } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { SfuRoomsService } from '../../infra/sfu/sfu-rooms.service';
import { BlocksService } from '../safety/blocks.service';
import { UsersService } from '../users/users.service';
import { LiveClassSeats } from './live-class-seats.service';
import { LiveClassesService } from './live-classes.service';
import { endsAt } from './live-classes.mapper';

/**
 * 'Entrar al taller': who may enter a class's room and when is decided here (the mentor or someone with a
 * seat, in the window); the SFU then mints an admission for that class only, ending with the class.
 */
@Injectable()
export class LiveClassJoins {
  constructor(
    private readonly classes: LiveClassesService,
    private readonly seats: LiveClassSeats,
    private readonly blocks: BlocksService,
    private readonly users: UsersService,
    private readonly sfu: SfuRoomsService,
  ) {}

  async join(userId: string, classId: string): Promise<LiveClassJoin> {
    const c = await this.classes.find(classId);
    if (!c) throw new AppError(ErrorCode.NotFound, LIVE_CLASS_MSG.notFound);
    const role = await this.seats.assertMayJoin(userId, c);
    // A seat taken before a block does not open the room across it.
    if (role === 'participant' && !(await this.blocks.mayTalk(userId, c.mentorId)))
      throw new AppError(ErrorCode.Forbidden, LIVE_CLASS_MSG.joinForbidden);
    const names = await this.users.displayNames([userId]);
    return this.sfu.admit({
      classId: c.id,
      userId,
      displayName: names.get(userId) ?? '',
      role: role === 'mentor' ? 'host' : 'participant',
      until: endsAt(c),
      capacity: c.capacity,
    });
  }
}
