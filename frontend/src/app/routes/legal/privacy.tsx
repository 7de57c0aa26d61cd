import { LegalDocument, type LegalSection } from '@/components/layout/legal-document';

const CONTACT = 'contacto@conectandogeneraciones.cl';

const SECTIONS: LegalSection[] = [
  {
    title: 'Quién es responsable de tus datos',
    paragraphs: [
      `Conectando Generaciones es responsable del tratamiento de los datos personales que entregas al usar la plataforma. Puedes contactarnos para cualquier materia relacionada con tus datos escribiendo a ${CONTACT}.`,
    ],
  },
  {
    title: 'Marco legal',
    paragraphs: [
      'Tratamos tus datos conforme al artículo 19 N° 4 de la Constitución Política de la República, que asegura la protección de los datos personales, y a la Ley N° 19.628 sobre Protección de la Vida Privada, junto con sus modificaciones, incluida la Ley N° 21.719 desde su entrada en vigencia.',
    ],
  },
  {
    title: 'Qué datos recopilamos',
    items: [
      'Datos de registro: nombre, email, contraseña (guardada cifrada; nunca la vemos), fecha de nacimiento, género, país y región o ciudad.',
      'Foto de perfil, si decides agregarla.',
      'Si eres profesional: tu especialidad y tu certificado profesional; si quieres, tu RUT y tu número de registro en la Superintendencia de Salud.',
      'Si representas a una institución: su nombre, el nombre del representante legal, el email institucional y el documento que acredita a la institución.',
      'El contenido que compartes: videos, relatos, habilidades y mensajes de chat.',
      'Datos de uso del servicio: ofertas publicadas, postulaciones, tokens, planes contratados y pagos (nunca guardamos el número completo de tu tarjeta).',
      'Datos de seguridad: las personas que bloqueaste y los reportes que hiciste.',
      'Los mensajes que nos escribes desde «Pedir ayuda» y nuestras respuestas.',
      'Si eliges una persona de confianza: su nombre y email, cuándo la invitaste y cuándo aceptó o dejó de serlo, y los avisos que le enviamos (fecha y tipo, nunca el texto de tus mensajes ni el nombre de la otra persona).',
      'Datos técnicos mínimos para mantener tu sesión iniciada y proteger la plataforma.',
    ],
  },
  {
    title: 'Para qué usamos tus datos',
    items: [
      'Crear y administrar tu cuenta.',
      'Validar a profesionales e instituciones revisando sus certificados o documentos.',
      'Conectarte con otras personas, permitir las conversaciones y mostrar tus videos y relatos.',
      'Operar el espacio profesional: ofertas, postulaciones, adjudicaciones y tokens.',
      'Enviarte avisos sobre tu cuenta y, solo si lo aceptaste, notificaciones sobre mensajes, ofertas y novedades.',
      'Mantener la seguridad de la plataforma y cumplir obligaciones legales.',
    ],
    after: ['No vendemos tus datos ni los usamos para publicidad de terceros.'],
  },
  {
    title: 'Tu consentimiento',
    paragraphs: [
      'Tratamos tus datos con tu consentimiento, que nos entregas al aceptar esta política durante el registro, y en la medida necesaria para prestarte el servicio que solicitas. Puedes retirar tu consentimiento en cualquier momento eliminando tu cuenta desde «Mi Perfil»; conservaremos solo los datos que la ley nos obligue a guardar.',
      'No te pedimos datos sensibles, como información sobre tu salud. Te recomendamos no compartirlos en el chat ni en tus videos.',
    ],
  },
  {
    title: 'Quién puede ver tus datos',
    items: [
      'Otros usuarios ven tu nombre, foto, región, habilidades, videos y relatos. Tu email, fecha de nacimiento, RUT y documentos no son públicos.',
      'Si validamos tu cuenta de profesional o institución, otros usuarios ven qué revisamos y cuándo (por ejemplo, tu inscripción en el Registro de Prestadores con su número), nunca tus documentos.',
      'Los certificados y documentos de validación solo los ven tú y los administradores de la plataforma.',
      'Cuando postulas a una oferta, la institución que la publicó ve tu nombre, especialidad, email y carta de presentación.',
      'Proveedores que nos prestan servicios tecnológicos (alojamiento, envío de emails), obligados por contrato a mantener la confidencialidad.',
      'Autoridades, solo cuando la ley lo exija.',
    ],
  },
  {
    title: 'Cuánto tiempo guardamos tus datos',
    paragraphs: [
      'Guardamos tus datos mientras tu cuenta esté activa. Cuando eliminas tu cuenta, los borramos en ese mismo momento, salvo lo que explicamos a continuación.',
    ],
    items: [
      'Tus pagos y movimientos de tokens: los guardamos sin tu nombre, email ni datos de tu tarjeta durante 6 años, porque la ley tributaria nos obliga a conservar los registros contables.',
      'Los mensajes que enviaste en conversaciones con otras personas: la conversación sigue siendo de la otra persona, pero tus mensajes pasan a decir «Mensaje eliminado».',
      'Los reportes de seguridad que hiciste o que otras personas hicieron sobre ti, con los mensajes que los respaldan: los guardamos para proteger a otras personas mayores de estafas y abusos.',
      'Las calificaciones con estrellas que diste: se mantienen sin tu nombre ni tu comentario, porque forman parte del promedio de otra persona.',
    ],
  },
  {
    title: 'Cómo protegemos tus datos',
    paragraphs: [
      'Usamos conexiones cifradas, guardamos las contraseñas con algoritmos de cifrado robustos, limitamos el acceso a los documentos de validación y revisamos periódicamente nuestras medidas de seguridad. Si ocurriera un incidente que afecte tus datos, te informaremos.',
    ],
  },
  {
    title: 'Tus derechos',
    paragraphs: ['Como titular de tus datos puedes, de forma gratuita:'],
    items: [
      'Acceder a tus datos y llevártelos: en «Mi Perfil», toca «Descargar mis datos». Recibirás un archivo con tu perfil, tus videos y relatos, tus conversaciones, postulaciones, ofertas, tokens, pagos, notificaciones, bloqueos, reportes, tus mensajes de «Pedir ayuda» y tu persona de confianza con sus avisos. Puedes descargarlo una vez por hora.',
      'Rectificar los datos que sean inexactos o estén incompletos: en «Mi Perfil», toca «Editar perfil».',
      'Eliminar tu cuenta y tus datos: en «Mi Perfil», toca «Eliminar mi cuenta» y confirma con tu contraseña. Se cierran tus sesiones en todos tus dispositivos y tu email queda libre para registrarte de nuevo si algún día quieres volver.',
      'Oponerte a que usemos tus datos para fines determinados, como las notificaciones: puedes apagarlas en «Mi Perfil».',
      'Pedir el bloqueo temporal de tus datos mientras se revisa una solicitud.',
    ],
    after: [
      `Para cualquier otra solicitud, o si no puedes entrar a tu cuenta, escríbenos a ${CONTACT} desde el email de tu cuenta. Te responderemos dentro de los plazos que fija la ley. Si no quedas conforme con nuestra respuesta, puedes reclamar ante la Agencia de Protección de Datos Personales.`,
    ],
  },
  {
    title: 'Cookies y almacenamiento en tu dispositivo',
    paragraphs: [
      'Usamos una sola cookie, necesaria para mantener tu sesión iniciada. En tu dispositivo guardamos además algunas preferencias, como el tipo de ingreso que elegiste y los consejos que ya cerraste. No usamos cookies de publicidad ni de seguimiento.',
    ],
  },
  {
    title: 'Cambios a esta política',
    paragraphs: [
      'Si cambiamos esta política te avisaremos dentro de la aplicación o por email antes de que los cambios entren en vigencia.',
    ],
  },
];

export const PrivacyRoute = () => (
  <LegalDocument
    title="Política de privacidad"
    updated="Última actualización: diciembre de 2026"
    intro="Tu privacidad es importante para nosotros. Aquí explicamos qué datos personales recopilamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos."
    sections={SECTIONS}
  />
);
