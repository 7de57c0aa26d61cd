import { IsBoolean } from 'class-validator';

export class SetMaintenanceDto {
  @IsBoolean({ message: 'isInMaintenance debe ser verdadero o falso' })
  isInMaintenance!: boolean;
}

export interface MaintenanceStatusResponse {
  isInMaintenance: boolean;
  /** Shown on the 'En Construcción' page (CONTACT_EMAIL). */
  contactEmail: string;
}
