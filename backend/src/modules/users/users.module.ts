import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { PreferencesController } from './preferences.controller';
import { ProfessionalProfilesController } from './professional-profiles.controller';
import { UsersController } from './users.controller';
import { UsersPersonalData } from './users.personal-data';
import { SessionUsersService } from './session-users.service';
import { UserProfilesService } from './user-profiles.service';
import { UserValidationsService } from './user-validations.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController, ProfessionalProfilesController, PreferencesController],
  providers: [UsersService, SessionUsersService, UserProfilesService, UserValidationsService, UsersPersonalData],
  // Only the services: no other module reaches the users table.
  exports: [UsersService, SessionUsersService, UserValidationsService],
})
export class UsersModule {}
