import { getMetadataStorage, IsString, MaxLength, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Greeting {
  @IsString({ message: 'Escribe un saludo.' })
  text!: unknown;
}

const errorsOf = (object: object) => validateSync(object, { whitelist: true, forbidNonWhitelisted: true });
const greeting = (text: unknown) => Object.assign(new Greeting(), { text });

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('should validate as before, call after call', () => {
    for (let i = 0; i < 3; i++) {
      expect(errorsOf(greeting('Hola'))).toEqual([]);
      expect(errorsOf(greeting(5))[0].constraints).toEqual({ isString: 'Escribe un saludo.' });
    }
  });

  it("should look a class's rules up once", () => {
    const lookUp = () => getMetadataStorage().getTargetValidationMetadatas(Greeting, '', false, false);
    expect(lookUp()).toBe(lookUp());
    expect(lookUp().map((rule) => rule.propertyName)).toEqual(['text']);
  });

  it('should still refuse properties no rule names', () => {
    expect(errorsOf(Object.assign(greeting('Hola'), { extra: 1 }))[0].property).toBe('extra');
  });

  it("should give a class defined after the first lookups its parent's rules and its own", () => {
    class SignedGreeting extends Greeting {
      @MaxLength(5, { message: 'Firma muy larga.' })
      signature!: string;
    }
    const signed = (text: unknown, signature: string) => Object.assign(new SignedGreeting(), { text, signature });
    expect(errorsOf(signed('Hola', 'Rosa'))).toEqual([]);
    expect(errorsOf(signed('Hola', 'Rosa María'))[0].constraints).toEqual({ maxLength: 'Firma muy larga.' });
    expect(errorsOf(signed(7, 'Rosa'))[0].constraints).toEqual({ isString: 'Escribe un saludo.' });
  });

  it('should apply a rule registered later to a class already looked up', () => {
    class Name {
      @IsString()
      value!: string;
    }
    expect(errorsOf(Object.assign(new Name(), { value: 'Rosa María' }))).toEqual([]);
    MaxLength(4)(Name.prototype, 'value');
    expect(errorsOf(Object.assign(new Name(), { value: 'Rosa María' }))[0].property).toBe('value');
  });

  it('should be installed once however often it is called', () => {
    cacheValidationMetadata();
    expect(errorsOf(greeting('Hola'))).toEqual([]);
  });
});
