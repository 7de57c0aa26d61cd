import { LegalDocument, type LegalSection } from '@/components/layout/legal-document';

const CONTACT = 'contacto@conectandogeneraciones.cl';

const SECTIONS: LegalSection[] = [
  {
    title: 'Aceptación',
    paragraphs: [
      'Al crear una cuenta o usar Conectando Generaciones aceptas estos términos y condiciones. Si no estás de acuerdo con ellos, te pedimos no usar la plataforma.',
      'Para registrarte debes ser mayor de 18 años y entregar información verdadera y actualizada.',
    ],
  },
  {
    title: 'Qué es Conectando Generaciones',
    paragraphs: [
      'Conectando Generaciones es una plataforma de mentoría intergeneracional. Las personas mayores comparten y aprenden habilidades, oficios e historias por medio de videos cortos, relatos personales y conversaciones, con el apoyo de estudiantes de psicología, terapia ocupacional y educación.',
      'Además, ofrece un espacio profesional donde instituciones y centros publican ofertas de servicio y profesionales del área de la salud y el cuidado postulan a ellas.',
    ],
  },
  {
    title: 'Tu cuenta',
    items: [
      'Eres responsable de mantener tu contraseña en secreto y de toda actividad realizada con tu cuenta.',
      'Si sospechas que alguien usó tu cuenta sin permiso, cámbiala y escríbenos de inmediato.',
      'Puedes tener una sola cuenta personal. No puedes hacerte pasar por otra persona o institución.',
    ],
  },
  {
    title: 'Profesionales e instituciones',
    paragraphs: [
      'Las cuentas de profesionales e instituciones deben ser validadas por nuestro equipo. Para ello revisamos el certificado profesional o la documentación de la institución en un plazo máximo de 5 días hábiles. Mientras la validación está pendiente, la cuenta funciona como la de una persona.',
      'Las ofertas de servicio también son revisadas antes de publicarse, en un plazo máximo de 5 días hábiles. Podemos rechazar una oferta indicando el motivo.',
      'Conectando Generaciones no es empleador ni intermediario laboral: la relación de trabajo o de prestación de servicios se acuerda directamente entre la institución y el profesional, quienes son responsables de cumplir la normativa que les corresponda.',
    ],
  },
  {
    title: 'Tokens y planes',
    items: [
      'Publicar una oferta y postular a una oferta consumen tokens. Cada cuenta recibe tokens gratuitos y puede contratar un plan mensual o comprar paquetes de tokens.',
      'Los precios se expresan en pesos chilenos e incluyen los impuestos que correspondan.',
      'Si cancelas tu plan, los tokens que te queden se mantienen hasta que los uses.',
      'Cuando una oferta es rechazada, se devuelve el token usado para publicarla. Si una oferta se cierra sin adjudicarse, se devuelven los tokens de quienes postularon.',
    ],
  },
  {
    title: 'Convivencia y cuidado',
    paragraphs: ['Queremos un espacio seguro y respetuoso para todas las edades. Por eso no está permitido:'],
    items: [
      'Insultar, acosar, discriminar o amenazar a otras personas.',
      'Pedir dinero, claves, datos bancarios o información personal sensible por el chat.',
      'Publicar contenido falso, engañoso, violento, sexual o que infrinja derechos de terceros.',
      'Usar la plataforma para vender productos o servicios ajenos a su propósito, o para enviar publicidad no solicitada.',
    ],
    after: [
      'Si ves algo que te preocupa, escríbenos. Podemos retirar contenido y suspender cuentas que no respeten estas reglas.',
    ],
  },
  {
    title: 'Tu contenido',
    paragraphs: [
      'Los videos, relatos y mensajes que compartes siguen siendo tuyos. Al publicarlos nos autorizas, sin costo y de forma no exclusiva, a almacenarlos y mostrarlos dentro de la plataforma a otros usuarios mientras no los elimines.',
      'Antes de publicar imágenes o la voz de otras personas, asegúrate de contar con su autorización.',
    ],
  },
  {
    title: 'Limitación de responsabilidad',
    paragraphs: [
      'Hacemos nuestro mejor esfuerzo para que la plataforma funcione de forma continua y segura, pero puede haber interrupciones por mantenimiento o por causas ajenas a nosotros.',
      'Los contenidos compartidos por los usuarios no reemplazan la atención de un profesional de la salud. Ante una emergencia llama al 131 (SAMU) o acude al servicio de urgencia más cercano.',
      'Nada en estos términos limita los derechos que te otorga la Ley N° 19.496 sobre Protección de los Derechos de los Consumidores.',
    ],
  },
  {
    title: 'Suspensión y cierre de la cuenta',
    paragraphs: [
      'Puedes dejar de usar la plataforma y pedir el cierre de tu cuenta cuando quieras. Podemos suspender o cerrar cuentas que incumplan estos términos, informando el motivo.',
    ],
  },
  {
    title: 'Cambios a estos términos',
    paragraphs: [
      'Si modificamos estos términos te avisaremos dentro de la aplicación o por email antes de que los cambios entren en vigencia. Si sigues usando la plataforma después de esa fecha, entenderemos que aceptas los nuevos términos.',
    ],
  },
  {
    title: 'Ley aplicable y contacto',
    paragraphs: [
      'Estos términos se rigen por las leyes de la República de Chile. Cualquier controversia será conocida por los tribunales competentes conforme a la ley chilena.',
      `Para cualquier consulta escríbenos a ${CONTACT}.`,
    ],
  },
];

export const TermsRoute = () => (
  <LegalDocument
    title="Términos y condiciones"
    updated="Última actualización: noviembre de 2026"
    intro="Estos términos explican las reglas para usar Conectando Generaciones. Los escribimos en un lenguaje simple; si algo no queda claro, escríbenos y te ayudaremos."
    sections={SECTIONS}
  />
);
