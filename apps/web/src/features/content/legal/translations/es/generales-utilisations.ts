import type { LegalBody } from '../../legal-types.ts';

/** Condiciones generales de uso del sitio. */
export const generalesUtilisations: LegalBody = {
  objet: [
    'Las presentes condiciones generales de uso («CGU») regulan el acceso al sitio de la tienda Maison Orcaviar, editado por {{nom}}, y su uso por cualquier visitante («el Usuario»). Navegar por el sitio implica la aceptación de las CGU vigentes. Las compras se rigen además por las condiciones generales de venta.',
  ],
  acces: [
    'El sitio es accesible gratuitamente, desde cualquier lugar, a todo Usuario que disponga de acceso a Internet; los gastos de conexión y de equipo corren por su cuenta.',
    'El editor se esfuerza por garantizar un acceso continuo al sitio, sin estar obligado a ello. El acceso puede suspenderse, en particular para operaciones de mantenimiento o actualización, o en caso de fuerza mayor, sin que ello pueda generar su responsabilidad.',
  ],
  compte: [
    'La creación de una cuenta, gratuita, permite seguir los pedidos y gestionar las direcciones y las preferencias. El Usuario se compromete a facilitar información exacta y a mantenerla actualizada.',
    'Sus credenciales son personales y confidenciales: es responsable de su custodia y de cualquier uso de su cuenta. En caso de pérdida o de presunto uso fraudulento, informa sin demora al servicio de atención al cliente en {{email}} y cambia su contraseña.',
    'El Usuario puede cerrar su cuenta en cualquier momento previa simple solicitud. El editor puede suspender o cerrar una cuenta en caso de incumplimiento grave de las presentes CGU, tras haber informado al Usuario, salvo urgencia.',
  ],
  usages: [
    'El Usuario se compromete a utilizar el sitio de forma leal y conforme a las leyes vigentes. En particular, se abstendrá de:',
    {
      list: [
        'perjudicar el funcionamiento o la seguridad del sitio, o intentar acceder sin autorización a sus sistemas o a los datos de otros usuarios;',
        'extraer de forma sistemática el contenido del sitio por medios automatizados;',
        'publicar contenidos ilícitos, injuriosos, difamatorios o contrarios a los derechos de terceros, en particular en las opiniones o en los mensajes dirigidos al servicio de atención al cliente;',
        'suplantar la identidad de un tercero o realizar pedidos fraudulentos.',
      ],
    },
  ],
  'propriete-intellectuelle': [
    'La marca, los textos, las imágenes, los vídeos y el software del sitio están protegidos por el derecho de la propiedad intelectual y pertenecen a {{nom}} o a sus socios. El Usuario dispone de un derecho de uso estrictamente personal y no comercial; cualquier otro uso requiere una autorización previa por escrito.',
  ],
  contenus: [
    'La información y los consejos de belleza publicados en el sitio (noticias, consejos de uso, preguntas frecuentes) se ofrecen a título orientativo. No sustituyen la opinión de un profesional sanitario, en particular en caso de piel lesionada, alergia conocida, embarazo o lactancia.',
  ],
  liens: [
    'El sitio puede contener enlaces a sitios de terceros, en particular redes sociales, sobre cuyo contenido el editor no ejerce ningún control y por los que declina toda responsabilidad. La creación de un enlace al sitio es libre, siempre que no perjudique la imagen de la casa y abra el sitio en una ventana independiente, sin integrarlo en otro sitio.',
  ],
  responsabilite: [
    'El editor pone en práctica los medios razonables para ofrecer información exacta y actualizada, sin poder garantizar la ausencia de errores u omisiones. No podrá ser considerado responsable de los daños derivados de un uso del sitio no conforme a las presentes CGU, de una interrupción del servicio o de la intrusión de un tercero pese a las medidas de seguridad adoptadas.',
  ],
  modification: [
    'El editor puede modificar las presentes CGU en cualquier momento para adaptarlas a la evolución del sitio o de la normativa. La versión aplicable es la publicada en el sitio el día de la visita; la fecha de la última actualización figura al principio de la página.',
  ],
  'droit-applicable': [
    'Las presentes CGU se rigen por el derecho francés. Cualquier controversia relativa a su interpretación o a su ejecución será objeto de una búsqueda de solución amistosa antes de cualquier acción; en su defecto, será competencia de los tribunales competentes según el derecho común.',
  ],
};
