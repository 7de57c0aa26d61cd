import { IsIn } from 'class-validator';
import { UserMode } from '../catalog/account';

/** PATCH /api/users/:id/role: changes only the mode, never the account type. */
export class UpdateModeDto {
  @IsIn(Object.values(UserMode), { message: 'El modo debe ser mentor o learner' })
  role!: UserMode;
}
