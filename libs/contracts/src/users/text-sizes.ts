// Apart from the DTO (preferences.ts): the app's first load needs these, not class-validator.
/** 'Tamaño de letra': the sizes a person may choose, as the app says them. */
export const TEXT_SIZES = ['normal', 'grande', 'muy-grande'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  normal: 'Normal',
  grande: 'Grande',
  'muy-grande': 'Muy grande',
};

export const PREFERENCES_MSG = {
  textSizeInvalid: 'Elige un tamaño de letra: Normal, Grande o Muy grande.',
} as const;
