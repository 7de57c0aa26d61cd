import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectContactRequest, isChileanPhone } from './contact-request';
import { detectMessageWarning } from './message-warning';

const OWN = ['conectando.cl', 'localhost'];

const MOVES_OFF = [
  // Chilean mobiles and landlines, in the spacings people use.
  'Mi número es +56 9 8765 4321',
  'llámame al +56987654321',
  '56 9 8765 4321',
  '9 8765 4321',
  '987654321',
  '9-8765-4321',
  '09 8765 4321',
  '+56 (9) 8765-4321',
  '+56 2 2345 6789',
  '(2) 2345 6789',
  '22 345 6789',
  '+56 32 212 3456',
  '(41) 223 4567',
  // Emails and links.
  'escríbeme a rosita.perez@gmail.com',
  'mi correo es rosa arroba gmail punto com',
  'mira https://bit.ly/premio-hoy',
  'entra a www.ganaplata.com',
  'wa.me/56987654321',
  't.me/rosita',
  // Apps and the phone in words.
  'escríbeme al wsp',
  'Mejor sigamos por WhatsApp',
  'agrégame',
  '¿Tienes Telegram?',
  'Háblame por Signal',
  'Búscame y agrégame en Facebook',
  'Pásame tu número y te llamo',
  '¿Me das tu celular?',
  'Llámame al fono de la casa',
  'Te escribo por interno al face',
  'Dame tu wasap',
  'Te dejo mi whatsapp',
];

const STAYS = [
  'Mi nieta me enseñó a usar WhatsApp',
  'Vi el video de Hernán sobre WhatsApp',
  'Nunca des tu número a desconocidos',
  'Tengo 78 años',
  'La clase cuesta $5.000',
  'Mi RUT es 12.345.678-9',
  'Nos vemos el 12-12-2026 a las 15:30',
  'El bus 210 pasa cada 10 minutos',
  'Mira mi perfil en https://conectando.cl/mentores/rosa',
  'Facebook ya no lo uso',
  'Llámame cuando puedas por la videollamada de aquí',
  'Hice 2 kilos de pan con 500 gramos de mantequilla',
];

for (const phrase of MOVES_OFF) {
  test(`asks to move off: ${phrase}`, () => assert.equal(detectContactRequest(phrase, OWN), 'contact'));
}
for (const phrase of STAYS) {
  test(`stays here: ${phrase}`, () => assert.equal(detectContactRequest(phrase, OWN), null));
}

test('a RUT and an amount are no phone', () => {
  assert.equal(isChileanPhone('12.345.678-9'), false);
  assert.equal(isChileanPhone('50000000'), false);
});

test('a message asking for both carries money', () => {
  assert.equal(detectMessageWarning('Escríbeme al wsp y me depositas 20 lucas', OWN), 'money');
  assert.equal(detectMessageWarning('Escríbeme al wsp', OWN), 'contact');
  assert.equal(detectMessageWarning('Hola, ¿cómo estás?', OWN), null);
});
