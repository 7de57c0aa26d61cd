import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** 'Quiero aprender…': a person asks for a skill nobody may teach yet; one per person and skill. */
@Entity('skill_wishes')
export class SkillWish {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'skill_name', type: 'varchar', length: 100 }) skillName!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A wish was told of a ready video: the key that makes it once per wish and video. */
@Entity('skill_wish_notices')
export class SkillWishNotice {
  @PrimaryColumn({ name: 'wish_id', type: 'uuid' }) wishId!: string;
  @PrimaryColumn({ name: 'video_id', type: 'uuid' }) videoId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
