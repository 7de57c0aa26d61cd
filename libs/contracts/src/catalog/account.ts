/** What a user registered as; never changed by the mode switch (docs/decisions/sessions-and-identity.md). */
export enum AccountType {
  Persona = 'persona',
  Profesional = 'profesional',
  Institucion = 'institucion',
}

/** The ENSEÑAR / APRENDER switch, independent of the account type. */
export enum UserMode {
  Mentor = 'mentor',
  Learner = 'learner',
}

/** The entry card chosen on the landing screen (user types). */
export enum UserType {
  Professional = 'professional',
  Person = 'person',
  Institution = 'institution',
}

export const USER_TYPES: readonly UserType[] = Object.values(UserType);

export const ACCOUNT_TYPE_BY_USER_TYPE: Record<UserType, AccountType> = {
  [UserType.Professional]: AccountType.Profesional,
  [UserType.Person]: AccountType.Persona,
  [UserType.Institution]: AccountType.Institucion,
};

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  [AccountType.Persona]: 'Persona',
  [AccountType.Profesional]: 'Profesional',
  [AccountType.Institucion]: 'Institución',
};

export const USER_MODE_BADGES: Record<UserMode, string> = {
  [UserMode.Mentor]: 'ENSEÑAR',
  [UserMode.Learner]: 'APRENDER',
};

export enum Gender {
  Masculino = 'masculino',
  Femenino = 'femenino',
  Otro = 'otro',
  PrefieroNoDecir = 'prefiero-no-decir',
}

export const GENDER_LABELS: Record<Gender, string> = {
  [Gender.Masculino]: 'Masculino',
  [Gender.Femenino]: 'Femenino',
  [Gender.Otro]: 'Otro',
  [Gender.PrefieroNoDecir]: 'Prefiero no decir',
};
