import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { ProfessionalProfilesController } from './professional-profiles.controller';
import { UsersController } from './users.controller';
import { UsersPersonalData } from './users.personal-data';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController, ProfessionalProfilesController],
  providers: [UsersService, UsersPersonalData],
  // Only the service: no other module reaches the users table.
  exports: [UsersService],
})
export class UsersModule {}
