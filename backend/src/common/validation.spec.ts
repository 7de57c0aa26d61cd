import * as contracts from '@conectando/contracts';
import { getMetadataStorage } from 'class-validator';
import { AppError } from './errors/app-error';
import { validatePayload } from './validate-payload';

const { CHAT_MSG, SendMessageDto } = contracts;
const classes = Object.values(contracts).filter((v): v is new () => object => typeof v === 'function');

describe('validation of the contracts', () => {
  // Both validations run class-validator synchronously, which skips async constraints silently.
  it('should have no asynchronous constraint on any contract', () => {
    const storage = getMetadataStorage();
    const constraints = classes.flatMap((cls) =>
      storage
        .getTargetValidationMetadatas(cls, '', true, false)
        .flatMap((m) => storage.getTargetValidatorConstraints(m.constraintCls))
        .map((c) => ({ of: `${cls.name}: ${c.name}`, async: c.async })),
    );
    expect(constraints.length).toBeGreaterThan(100);
    expect(constraints.filter((c) => c.async).map((c) => c.of)).toEqual([]);
  });

  it('should answer a socket payload with the first Spanish message of its rules', () => {
    const valid = { chatId: crypto.randomUUID(), clientMessageId: crypto.randomUUID(), content: 'Hola' };
    expect(validatePayload(SendMessageDto, valid)).toBeInstanceOf(SendMessageDto);
    const blank = () => validatePayload(SendMessageDto, { ...valid, content: '   ' });
    expect(blank).toThrow(AppError);
    expect(blank).toThrow(CHAT_MSG.emptyMessage);
  });
});
