import type { User } from './entities/user.entity';

// The session's user is a User: this fills in common/'s SessionUser, which cannot name the entity.
declare module '../../common/decorators/current-user.decorator' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SessionUser extends User {}
}
