// The draft 'Solicitar reunión' and 'Agendar Reunión' put in the chat; the user edits and sends it.
export const meetingRequestDraft = (otherName: string, about?: string): string =>
  about
    ? `Hola ${otherName}, vi tu relato «${about}» y me gustaría solicitar una reunión contigo. ¿Qué día y hora te acomoda?`
    : `Hola ${otherName}, me gustaría agendar una reunión contigo. ¿Qué día y hora te acomoda?`;
