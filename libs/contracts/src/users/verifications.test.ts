import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidRut, normalizeRut, rutCheckDigit, verificationText } from './verifications';

test('a RUT is checked by its digit, with or without dots or dash', () => {
  for (const rut of ['12.345.678-5', '12345678-5', '123456785', '7.654.321-6', '10.000.013-k', '10000013-K'])
    assert.equal(isValidRut(rut), true, rut);
  for (const rut of ['12.345.678-4', '12345678', 'abc', '', '0-0', '123.456.789-0', '12.345.678-55'])
    assert.equal(isValidRut(rut), false, rut);
});

test('a RUT is kept without dots, with its digit upper-case', () => {
  assert.equal(normalizeRut('10.000.013-k'), '10000013-K');
  assert.equal(normalizeRut(' 7.654.321-6 '), '7654321-6');
  assert.equal(normalizeRut('7,654,321-6'), null);
});

test('the check digit is módulo 11: 11 is 0 and 10 is K', () => {
  assert.equal(rutCheckDigit('12345678'), '5');
  assert.equal(rutCheckDigit('10000013'), 'K');
  assert.equal(rutCheckDigit('11111111'), '1');
});

test('a badge says what was checked and when, in Chile’s day', () => {
  assert.equal(
    verificationText({ kind: 'rnpi', checkedAt: '2026-12-03T15:00:00Z' }, '123456'),
    'Verificado: inscrito en el Registro de Prestadores de la Superintendencia de Salud (N° 123456), revisado el 3-12-2026',
  );
  // 01:00 UTC on the 4th is still the 3rd in Santiago.
  assert.equal(
    verificationText({ kind: 'certificate', checkedAt: '2026-12-04T01:00:00Z' }),
    'Verificado: certificado profesional revisado el 3-12-2026',
  );
});
