import type { LegalBody } from '../../legal-types.ts';

/** Aviso legal (ley francesa n.º 2004-575, de 21 de junio de 2004, para la confianza en la economía digital). */
export const mentionsLegales: LegalBody = {
  editeur: [
    'El presente sitio, la tienda Maison Orcaviar, es editado por la sociedad {{nom}}, sociedad por acciones simplificada de derecho francés con un capital social de {{capital}}, con domicilio social en {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    { identity: true },
  ],
  'directeur-publication': [
    'El director de la publicación es {{directeur_publication}}, en calidad de representante legal de {{nom}}, a quien puede contactar en {{email}} o en el {{telephone}}.',
  ],
  hebergeur: ['El sitio está alojado por {{hebergeur}}.'],
  'propriete-intellectuelle': [
    'Todos los elementos del sitio (marca Maison Orcaviar, logotipos, textos, fotografías, ilustraciones, vídeos, diseño, código) son propiedad exclusiva de {{nom}} o de sus socios y están protegidos por el Código francés de la propiedad intelectual. Queda prohibida toda reproducción, representación, adaptación o explotación, total o parcial, sin autorización previa por escrito, que constituiría una falsificación sancionada por los artículos L335-2 y siguientes de dicho Código.',
  ],
  'donnees-personnelles': [
    'Los tratamientos de datos personales realizados en el sitio se describen en nuestra política de privacidad, y el uso de cookies en nuestra política de cookies. Puede modificar sus opciones en cualquier momento mediante el enlace «Gestionar las cookies» al pie de cada página.',
  ],
  contact: [
    'Para cualquier pregunta sobre el sitio: {{email}}, {{telephone}} (de lunes a viernes, de 9:30 a 18:00, salvo festivos en Francia), o por correo postal a {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
  ],
};
