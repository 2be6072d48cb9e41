import type { LegalBody } from '../../legal-types.ts';

/** Política de cookies (artículo 82 de la ley francesa de informática y libertades). */
export const cookies: LegalBody = {
  definition: [
    'Una cookie es un pequeño archivo de texto que se instala en su dispositivo (ordenador, teléfono, tableta) al consultar un sitio. Esta política abarca también las tecnologías equivalentes, como el almacenamiento local del navegador. De conformidad con el artículo 82 de la ley francesa de informática y libertades, las cookies que no son estrictamente necesarias para el funcionamiento del sitio solo se instalan con su consentimiento.',
  ],
  necessaires: [
    'Siempre activas, son imprescindibles para el funcionamiento del sitio y no requieren su consentimiento:',
    {
      list: [
        'od, od_analytic y od_marketing: la fecha y el contenido de sus elecciones en materia de cookies;',
        'identificador de sesión: la continuidad de su visita y la seguridad de las comunicaciones;',
        'od_cart_id y od_cart_items (almacenamiento local): el contenido de su cesta;',
        'od_language (almacenamiento local y cookie, 13 meses): el idioma que ha elegido, para que la página de inicio se abra en él;',
        'token de inicio de sesión (almacenamiento local): su sesión cuando ha iniciado sesión en su cuenta.',
      ],
    },
  ],
  'mesure-audience': [
    'Sujetas a su consentimiento (opción «Medición de audiencia»), nos permiten conocer la afluencia del sitio, las páginas consultadas y el tipo de dispositivo utilizado, para mejorar la navegación. Las estadísticas obtenidas son anónimas y no se cruzan con otros tratamientos.',
  ],
  marketing: [
    'Sujetas a su consentimiento (opción «Marketing»), permiten medir la eficacia de nuestras campañas, proponerle en otros sitios contenidos adaptados a sus intereses y compartir nuestras páginas en las redes sociales. Algunas las instalan terceros (redes sociales, agencias publicitarias), que las utilizan según su propia política de privacidad.',
  ],
  duree: [
    'Las cookies sujetas a consentimiento tienen una duración máxima de trece (13) meses. Sus elecciones se conservan como máximo durante el mismo plazo; al término de este, se le vuelven a solicitar. La información recogida por estas cookies se conserva veinticinco meses como máximo.',
  ],
  choix: [
    'En su primera visita, un banner le permite aceptar o rechazar las cookies sujetas a consentimiento, categoría por categoría, con la misma facilidad en un caso que en otro. Rechazarlas no le impide utilizar el sitio ni hacer pedidos.',
    'Su elección puede revocarse en cualquier momento: utilice el enlace «Gestionar las cookies» al pie de cada página, o el botón de abajo. También puede configurar su navegador para bloquear o eliminar las cookies; no obstante, el bloqueo de las cookies necesarias puede impedir que la cesta funcione.',
    { cookieSettings: true },
  ],
  contact: [
    'Para cualquier pregunta sobre las cookies o sobre sus datos, escriba a {{email}}. Sus derechos y la posibilidad de acudir a la CNIL se describen en nuestra política de privacidad.',
  ],
};
