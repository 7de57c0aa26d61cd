import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectMoneyRequest, normalizeForDetection } from './money-request';

// What strangers write when they ask an older adult for money or bank details.
const ASKS_FOR_MONEY = [
  '¿Me podrías hacer una transferencia? Te la devuelvo el lunes',
  'TRANSFIÉREME lo que puedas, por favor',
  'Hazme un depósito a esta cuenta',
  'Deposítame hoy, es urgente',
  'Necesito un préstamo para el hospital',
  'Mándame los datos de tu cuenta RUT',
  'mi cuentarut es 12345678',
  'Deposita en mi cuenta corriente del Banco Estado',
  '¿Tienes cuenta vista?',
  'Pásame tu número de cuenta',
  'Dame el numero de tu tarjeta',
  'Necesito tus datos bancarios para enviarte el premio',
  'Mándame una foto de tu tarjeta de coordenadas',
  '¿Cuál es la clave de tu tarjeta?',
  'Dime el código de verificación que te llegó',
  'Te va a llegar un código de seguridad, dímelo',
  'Necesito tu clave dinámica',
  'Y el CVV de atrás',
  'Compra una gift card de Google Play y mándame el código',
  'Cómprame una tarjeta de regalo',
  'Son solo $50.000',
  'Te pido $ 20.000 nomás',
  'Préstame 50 lucas',
  'Con 20 mil pesos me salvas',
  'Son 300000 pesos',
  'Me faltan dos lucas para el pasaje',
  'Consígueme un palo y te lo devuelvo',
  'Envíame plata por favor',
  'Mándame dinero hoy',
  '¿Me puedes prestar algo?',
  'Necesito plata para la operación de mi hija',
  'La plata te la pido para el arriendo',
  'Préstame para el remedio',
  '¿Me podrías ayudar con un poco de dinero?',
  'Me falta platita para terminar el mes',
  'Envíalo por Western Union',
  'Invierte en bitcoin conmigo',
  'Te enseño a ganar con criptomonedas',
  'Hazme un giro bancario',
  'Dame tu clave del banco',
  'Pásame efectivo cuando nos veamos',
  'Tu tarjeta de crédito sirve',
];

// Everyday conversation that must come through with no warning.
const EVERYDAY = [
  'Hola, ¿cómo estás?',
  'Me encanta tejer a crochet',
  '¿Me pasas la receta del pan amasado?',
  'Mañana voy a la feria con mi nieta',
  'Tengo 78 años y vivo en Valparaíso',
  'Nos vemos el martes a las 5',
  'La clave del éxito es la paciencia',
  'Me regalaron una tarjeta de cumpleaños preciosa',
  'Cuéntame una historia de tu juventud',
  'Hay 50 personas en el taller',
  'Mi cuenta de Instagram es de recetas',
  'La cuenta regresiva para Navidad empezó',
  'El banco de la plaza está recién pintado',
  'Te mando un abrazo grande',
  'Gracias por enseñarme a usar el celular',
  'Vi tu video de jardinería, ¡qué lindo!',
  'Mi nieto me enseñó a mandar fotos',
  'Me prestó un libro muy bueno',
  'Tengo una fuente de plata de mi abuela',
  '¿Quieres que hablemos por videollamada?',
  'Estoy aprendiendo a cocinar empanadas',
  'El doctor me dio hora para el lunes',
  'Ayer caminé dos kilómetros',
  'Me gusta la música de Violeta Parra',
  'Qué bueno que te haya gustado la clase',
  'Mi hija vive en Temuco',
  'Te recomiendo el taller de pintura',
  'El número de la suerte es el 7',
  'Tomé el bus 210 para llegar',
  'Saludos a tu familia',
  'Estuve en el hospital, pero ya estoy mejor',
  'Hoy hace mucho calor en Santiago',
  'Cuídate mucho',
  'Nos conocimos en el taller de memoria',
  'Me encantó conversar contigo',
  'Lo pasé muy bien en el paseo',
  'Hice un pie de limón',
  'Las plantas necesitan agua',
  '¿Viste las noticias hoy?',
  'Mi perro se llama Canela',
];

test('at least 40 phrases each way', () => {
  assert.ok(ASKS_FOR_MONEY.length >= 40);
  assert.ok(EVERYDAY.length >= 40);
});

for (const phrase of ASKS_FOR_MONEY) {
  test(`flags: ${phrase}`, () => assert.equal(detectMoneyRequest(phrase), 'money'));
}

for (const phrase of EVERYDAY) {
  test(`lets through: ${phrase}`, () => assert.equal(detectMoneyRequest(phrase), null));
}

test('accents, case and thousands separators are ignored', () => {
  assert.equal(normalizeForDetection('TRANSFERÍ $50.000, ¿Préstamo?'), 'transferi $50000 prestamo');
  assert.equal(detectMoneyRequest('PRÉSTAMO'), 'money');
  assert.equal(detectMoneyRequest('prestamo'), 'money');
  assert.equal(detectMoneyRequest('CuEnTa RuT'), 'money');
});
