import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { afterCommit } from '../../infra/cache/after-commit';
import { SharedCache, SharedCaches } from '../../infra/cache/shared-cache';
import { User } from './entities/user.entity';

/** The users that sessions and sockets belong to, cached per process and dropped on every write. */
@Injectable()
export class SessionUsersService {
  // Every authenticated request and socket reads its user: a copy per process, dropped on every write.
  private readonly sessionUsers: SharedCache<User>;

  constructor(@InjectRepository(User) users: Repository<User>, caches: SharedCaches) {
    this.sessionUsers = caches.create('users', async (id) => compact(await users.findOneBy({ id })), {
      max: 10_000,
    });
  }

  /** The user a session or socket belongs to; a copy, so no request changes another's. */
  async sessionUser(id: string): Promise<User | null> {
    const user = await this.sessionUsers.get(id);
    return user ? compact(user) : null;
  }

  // Once the write is committed: dropped earlier, a request in between could cache the old row again.
  changed(tx: EntityManager, id: string): void {
    afterCommit(tx, () => this.sessionUsers.invalidate(id));
  }
}

/**
 * A copy of a user with V8's compact layout: an entity that TypeORM (or Object.assign) filled one column
 * at a time is a dictionary-mode object about three times the size, and the cache holds one for every
 * person signed in (docs/decisions/measured-choices.md).
 */
function compact(user: User | null): User | null {
  return user && (Object.setPrototypeOf({ ...user }, User.prototype) as User);
}
