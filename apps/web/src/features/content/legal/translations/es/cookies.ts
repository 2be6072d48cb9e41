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
        'od_cart_id y od_cart_items (almacenamiento local): el contenido de su cesta;',
        'od_language (almacenamiento local y cookie, 13 meses): el idioma que ha elegido, para que la página de inicio se abra en él;',
        'token de inicio de sesión (almacenamiento local): su sesión cuando ha iniciado sesión en su cuenta.',
      ],
    },
  ],
  'mesure-audience': [
    'Medimos nosotros mismos la afluencia del sitio, sin herramientas de terceros: páginas vistas, procedencia de las visitas, tipo de dispositivo, idioma y pasos del pedido. Estas estadísticas son anónimas: no se conservan ni direcciones IP ni identificadores de cliente o de pedido; no se cruzan con otros tratamientos ni se transmiten a terceros.',
    'Conforme a la exención prevista por la CNIL para la medición de audiencia, sin su consentimiento solo utilizan un identificador aleatorio de visita guardado en la pestaña (od_visite, almacenamiento de sesión, borrado al cerrarla). Si acepta la medición de audiencia (opción «analíticas»), este identificador se conserva 30 días en la cookie od_session, para reconocer una visita de regreso. Si la rechaza, no se mide nada más, de inmediato. Las cuentas del equipo nunca se miden.',
    'Los eventos brutos se conservan 13 meses y las estadísticas agregadas 25 meses.',
  ],
  marketing: [
    'Hoy no se instala ninguna cookie de marketing: la tienda no utiliza ninguna red publicitaria, píxel de seguimiento ni módulo de red social, y los enlaces para compartir nuestras páginas son simples enlaces que no instalan nada. Su opción «Marketing» solo se registra (cookie od_marketing): si algún día añadiéramos una herramienta de ese tipo, solo funcionaría con su consentimiento, y esta política se actualizaría antes.',
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
